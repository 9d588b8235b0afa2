import { capabilitiesOf } from "~domain/access";
import { ApiError } from "~/platform/payroll-api.server";
import { glanceAnswer, glanceOf, type Information } from "./company-information.server";

const request = () => new Request("http://localhost/settings/company");

const office = {
  name: "Kantoor Antwerpen",
  street: "Frankrijklei 120",
  zip: "2000",
  city: "Antwerpen",
  email: "antwerpen@portal.example",
  phone: "+32 3 201 10 10",
};
const information = (changes: Partial<Information> = {}): Information => ({
  id: "1",
  lastContractDate: "2026-03-02",
  positions: { totalCount: 35 },
  activeTeam: { totalCount: 48 },
  archivedTeam: { totalCount: 6 },
  companySurveys: { totalCount: 44 },
  vivaldisOffice: office,
  ...changes,
});

const payroll = capabilitiesOf({ offers: [{ connexysId: "CX-1" }], hasNonPayrollOffers: false, construct4dPermissions: null, interim4dPermissions: null });
const selection = capabilitiesOf({ offers: [{ connexysId: null }], hasNonPayrollOffers: true, construct4dPermissions: null, interim4dPermissions: null });

describe("glanceAnswer", () => {
  it("words the API's not-found and its failures in place (part 1 §8)", async () => {
    await expect(glanceAnswer(request(), async () => information())).resolves.toEqual({ state: "loaded", information: information() });
    await expect(glanceAnswer(request(), () => Promise.reject(new ApiError("rejected", "NOT_FOUND", 404)))).resolves.toEqual({ state: "not-found" });
    await expect(glanceAnswer(request(), () => Promise.reject(new ApiError("unavailable", undefined, 503)))).resolves.toEqual({ state: "failed" });
    await expect(glanceAnswer(request(), () => Promise.reject(new ApiError("unknown")))).resolves.toEqual({ state: "failed" });
  });

  it("still throws a refusal of the page as its error page", async () => {
    const thrown = await glanceAnswer(request(), () => Promise.reject(new ApiError("rejected", "FORBIDDEN", 403))).catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(403);
  });
});

describe("glanceOf", () => {
  it("leads each figure to its list", () => {
    expect(glanceOf({ state: "loaded", information: information() }, payroll)).toEqual({
      state: "loaded",
      lastContract: { date: "2026-03-02", to: "/contracts" },
      figures: [
        { name: "positions", count: 35, to: "/positions" },
        { name: "activeTeam", count: 48, to: "/team/payroll-team" },
        { name: "archivedTeam", count: 6, to: "/team/payroll-team?status=archived" },
        { name: "surveys", count: 44, to: "/surveys" },
      ],
      hasInformation: true,
      office,
    });
  });

  it("leaves out a team the company does not have, and links no list the user may not open", () => {
    const glance = glanceOf({ state: "loaded", information: information({ activeTeam: null, archivedTeam: null, lastContractDate: null }) }, selection);
    expect(glance).toMatchObject({ lastContract: null, figures: [{ name: "positions", to: null }, { name: "surveys" }] });
  });

  it("says when the company has no information yet, and passes failures on", () => {
    const nothing = information({
      lastContractDate: null,
      positions: { totalCount: 0 },
      activeTeam: { totalCount: 0 },
      archivedTeam: { totalCount: 0 },
      companySurveys: { totalCount: 0 },
    });
    expect(glanceOf({ state: "loaded", information: nothing }, payroll)).toMatchObject({ hasInformation: false });
    expect(glanceOf({ state: "failed" }, payroll)).toEqual({ state: "failed" });
  });
});
