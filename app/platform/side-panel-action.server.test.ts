import type { Capabilities } from "~domain/access";
import { sidePanelActionPath } from "./side-panel-action.server";

const PAYROLL: Capabilities = {
  payroll: true,
  selection: false,
  hoursValidation: false,
  constructHoursValidation: false,
  interimHoursValidation: false,
  extendingContracts: false,
  interimExtendingContracts: false,
  constructExtendingContracts: false,
};
const normal = { state: "normal" as const, capabilities: PAYROLL };
const at = (address: string) => new URL(address, "http://portal.test");

describe("sidePanelActionPath", () => {
  it("leads from any page to the survey's fill page", () => {
    expect(sidePanelActionPath(at("/?sidePanelAction=openSurvey&surveyId=481"), normal)).toBe("/surveys/fill-survey/481");
    expect(sidePanelActionPath(at("/invoices?page=2&surveyId=7&sidePanelAction=openSurvey"), normal)).toBe("/surveys/fill-survey/7");
  });

  it("does nothing without the action, or with another one", () => {
    expect(sidePanelActionPath(at("/dashboard"), normal)).toBeNull();
    expect(sidePanelActionPath(at("/dashboard?surveyId=481"), normal)).toBeNull();
    expect(sidePanelActionPath(at("/dashboard?sidePanelAction=openPosition&surveyId=481"), normal)).toBeNull();
  });

  it.each(["", "abc", "12abc", "-3", "0", "1.5", "%2F..%2Fsettings", "12345678901"])("ignores the survey id %j", (surveyId) => {
    expect(sidePanelActionPath(at(`/?sidePanelAction=openSurvey&surveyId=${surveyId}`), normal)).toBeNull();
  });

  it("does nothing for a company without surveys (no payroll offer)", () => {
    const selection = { ...normal, capabilities: { ...PAYROLL, payroll: false, selection: true } };
    expect(sidePanelActionPath(at("/?sidePanelAction=openSurvey&surveyId=481"), selection)).toBeNull();
  });

  it.each(["terms", "no-company", "onboarding"] as const)("does nothing in the %s state, which has its own page first", (state) => {
    expect(sidePanelActionPath(at("/terms?sidePanelAction=openSurvey&surveyId=481"), { ...normal, state })).toBeNull();
  });
});
