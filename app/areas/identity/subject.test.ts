import { stepPath, progressOf } from "~/forms/wizard/wizard";
import { identityFinished, identityWizard } from "./identity-wizard";
import {
  byHandPathOf,
  doneNoticeOf,
  employeeIdOf,
  permitPathOf,
  profilePathOf,
  subjectOf,
  uploadPathOf,
  verificationPathOf,
  verifyIdentityPathOf,
  withNotice,
} from "./subject";

const EMPLOYER = subjectOf({ employeeId: "42" });
const SELF = subjectOf({});

describe("the subject of an identity page", () => {
  it("is the employee in the address, or the signed-in employee", () => {
    expect(EMPLOYER).toEqual({ kind: "employer", employeeId: "42" });
    expect(SELF).toEqual({ kind: "self" });
    expect(employeeIdOf(EMPLOYER)).toBe("42");
    expect(employeeIdOf(SELF)).toBeNull();
  });

  it("gives each page's address below the employer's employee page or /my-profile", () => {
    expect(verifyIdentityPathOf(EMPLOYER)).toBe("/employee/42/verify-identity");
    expect(uploadPathOf(EMPLOYER)).toBe("/employee/42/verify-identity/upload");
    expect(verificationPathOf(EMPLOYER, "7")).toBe("/employee/42/verify-identity/7");
    expect(byHandPathOf(SELF)).toBe("/my-profile/verify-identity/by-hand");
    expect(permitPathOf(SELF)).toBe("/my-profile/verify-identity/permit");
    expect(profilePathOf(EMPLOYER)).toBe("/employee/42/view-employee-profile");
    expect(profilePathOf(SELF)).toBe("/my-profile");
    expect(uploadPathOf(subjectOf({ employeeId: "a/b" }))).toBe("/employee/a%2Fb/verify-identity/upload");
  });

  it("reads the notice of a finished flow, and nothing else", () => {
    expect(doneNoticeOf(new URL(`http://x${withNotice("/my-profile", "permit-added")}`).searchParams)).toBe("permit-added");
    expect(doneNoticeOf(new URLSearchParams("done=archived"))).toBeNull();
    expect(doneNoticeOf(new URLSearchParams())).toBeNull();
  });
});

describe("the identity wizard", () => {
  it("has the card step, then the details at the verification's address or typed by hand", () => {
    expect(stepPath(identityWizard("7"), EMPLOYER, "card")).toBe("/employee/42/verify-identity/upload");
    expect(stepPath(identityWizard("7"), EMPLOYER, "details")).toBe("/employee/42/verify-identity/7");
    expect(stepPath(identityWizard(null), SELF, "details")).toBe("/my-profile/verify-identity/by-hand");
  });

  it("links back to the upload from the details, and ends with the details as its check step", () => {
    const progress = progressOf(identityWizard("7"), SELF, "details", identityFinished);
    expect(progress.map(({ name, current, href }) => ({ name, current, href }))).toEqual([
      { name: "card", current: false, href: "/my-profile/verify-identity/upload" },
      { name: "details", current: true, href: null },
    ]);
    expect(identityWizard("7").check).toBe("details");
  });
});
