import { isReportedFailure } from "./error-reporting";

describe("isReportedFailure", () => {
  const save = (method: string, path: string, body: unknown) => isReportedFailure({ network: false, method, path, body });

  it("leaves network failures out", () => {
    expect(isReportedFailure({ network: true })).toBe(false);
  });

  it("leaves out a timesheet save (POST or PUT) whose answer carries a data entry", () => {
    expect(save("POST", "/api/hours_validation/contracts/", { data: { errors: [] } })).toBe(false);
    expect(save("put", "/api/hours_validation/contracts", { data: null })).toBe(false);
  });

  it("reports a timesheet save whose answer carries no data entry", () => {
    expect(save("POST", "/api/hours_validation/contracts/", { error: "server_error" })).toBe(true);
    expect(save("PUT", "/api/hours_validation/contracts/", null)).toBe(true);
    expect(save("POST", "/api/hours_validation/contracts/", [{ data: 1 }])).toBe(true);
  });

  it("reports other calls that carry a data entry", () => {
    expect(save("GET", "/api/hours_validation/contracts/", { data: {} })).toBe(true);
    expect(save("POST", "/api/hours_validation/companies/4101/contracts", { data: {} })).toBe(true);
    expect(save("POST", "/graphql", { data: null, errors: [{}] })).toBe(true);
  });
});
