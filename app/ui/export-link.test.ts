import { exportHref } from "./export-link";

describe("exportHref", () => {
  it("adds /export.csv to the list's address", () => {
    expect(exportHref("/invoices", "")).toBe("/invoices/export.csv");
    expect(exportHref("/hours-validation/interim/", "")).toBe("/hours-validation/interim/export.csv");
  });

  it("keeps every filter and leaves the page out", () => {
    expect(exportHref("/contracts/payroll-contracts", "?status=ongoing&page=3&search=Karolien+Stevens")).toBe(
      "/contracts/payroll-contracts/export.csv?status=ongoing&search=Karolien+Stevens",
    );
    expect(exportHref("/team/payroll-team", "?page=2")).toBe("/team/payroll-team/export.csv");
  });
});
