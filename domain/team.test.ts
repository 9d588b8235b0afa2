import { capabilitiesOf, type CompanyAccessFacts } from "./access";
import {
  ageOn,
  invitationReminderFrom,
  isDeletable,
  isSelectionKind,
  isTeamMemberAction,
  mayRemindOfInvitation,
  mayResendInvitation,
  refusalOf,
  teamMemberStatus,
  selectionHomeOf,
  teamHomeOf,
  teamMemberActions,
  teamPagesOf,
  TEAM_MEMBER_ACTIONS,
  TEAM_MEMBER_STATUSES,
  type TeamMemberFacts,
} from "./team";

describe("ageOn", () => {
  it.each([
    // birthdate, day, age
    ["1994-03-12", "2026-03-11", 31], // the day before the birthday
    ["1994-03-12", "2026-03-12", 32], // the birthday itself
    ["1994-03-12", "2026-03-13", 32],
    ["1994-03-12", "2026-02-28", 31], // an earlier month
    ["1994-03-12", "2026-04-01", 32], // a later month
    ["1994-12-31", "2026-01-01", 31],
    ["2026-05-01", "2026-05-01", 0], // born today
    ["2025-05-02", "2026-05-01", 0], // a day short of one year
    ["2025-05-01", "2026-05-01", 1],
  ])("born %s, on %s: %i", (birthdate, day, age) => {
    expect(ageOn(birthdate, day)).toBe(age);
  });

  it("makes someone born on 29 February a year older on 1 March in other years, and on 29 February in leap years", () => {
    expect(ageOn("2004-02-29", "2025-02-28")).toBe(20);
    expect(ageOn("2004-02-29", "2025-03-01")).toBe(21);
    expect(ageOn("2004-02-29", "2028-02-28")).toBe(23);
    expect(ageOn("2004-02-29", "2028-02-29")).toBe(24);
  });

  it("knows no age for a birthdate after the day, or for what is not a date", () => {
    expect(ageOn("2026-05-02", "2026-05-01")).toBeNull();
    expect(ageOn("1994-3-12", "2026-05-01")).toBeNull();
    expect(ageOn("", "2026-05-01")).toBeNull();
    expect(ageOn("1994-03-12", "today")).toBeNull();
  });
});

describe("isDeletable", () => {
  it("deletes a member who never had a contract with the company, and archives one who had", () => {
    expect(isDeletable({ hadContract: false })).toBe(true);
    expect(isDeletable({ hadContract: true })).toBe(false);
  });
});

describe("mayResendInvitation", () => {
  it.each(TEAM_MEMBER_STATUSES)("for an active member %s: only when awaiting registration", (status) => {
    expect(mayResendInvitation({ status, archived: false })).toBe(status === "awaiting_registration");
  });

  it("never for an archived member", () => {
    expect(mayResendInvitation({ status: "awaiting_registration", archived: true })).toBe(false);
  });
});

describe("teamMemberActions", () => {
  it("offers only Restore for an archived member, whatever else is true", () => {
    for (const status of TEAM_MEMBER_STATUSES) {
      for (const deletable of [true, false]) {
        expect(teamMemberActions({ status, archived: true, deletable })).toEqual(["restore"]);
      }
    }
  });

  it("offers Delete for an active member without a contract, Archive for one with", () => {
    expect(teamMemberActions({ status: "contract_ready", archived: false, deletable: true })).toEqual(["delete"]);
    expect(teamMemberActions({ status: "contract_ready", archived: false, deletable: false })).toEqual(["archive"]);
    expect(teamMemberActions({ status: "missing_information", archived: false, deletable: false })).toEqual(["archive"]);
    expect(teamMemberActions({ status: "expired_information", archived: false, deletable: true })).toEqual(["delete"]);
  });

  it("adds Resend invitation for an active member awaiting registration", () => {
    expect(teamMemberActions({ status: "awaiting_registration", archived: false, deletable: true })).toEqual(["delete", "resend-invitation"]);
    expect(teamMemberActions({ status: "awaiting_registration", archived: false, deletable: false })).toEqual(["archive", "resend-invitation"]);
  });
});

describe("refusalOf", () => {
  const active = (overrides: Partial<TeamMemberFacts> = {}): TeamMemberFacts => ({
    status: "contract_ready",
    archived: false,
    deletable: true,
    ...overrides,
  });

  it.each<[string, TeamMemberFacts, Record<(typeof TEAM_MEMBER_ACTIONS)[number], string | null>]>([
    [
      "an active member who may be deleted",
      active(),
      { archive: "mayBeDeleted", delete: null, restore: "notArchived", "resend-invitation": "notAwaitingRegistration" },
    ],
    [
      "an active member who had a contract",
      active({ deletable: false }),
      { archive: null, delete: "hadContract", restore: "notArchived", "resend-invitation": "notAwaitingRegistration" },
    ],
    [
      "an active member awaiting registration",
      active({ status: "awaiting_registration" }),
      { archive: "mayBeDeleted", delete: null, restore: "notArchived", "resend-invitation": null },
    ],
    [
      "an archived member",
      active({ archived: true, deletable: false, status: "awaiting_registration" }),
      { archive: "archived", delete: "archived", restore: null, "resend-invitation": "archived" },
    ],
    [
      "an archived member who may be deleted",
      active({ archived: true }),
      { archive: "archived", delete: "archived", restore: null, "resend-invitation": "archived" },
    ],
  ])("%s", (_name, member, refusals) => {
    for (const action of TEAM_MEMBER_ACTIONS) expect(refusalOf(action, member), action).toBe(refusals[action]);
  });

  it("agrees with teamMemberActions: an action is offered exactly when nothing refuses it", () => {
    for (const status of TEAM_MEMBER_STATUSES) {
      for (const archived of [true, false]) {
        for (const deletable of [true, false]) {
          const member = { status, archived, deletable };
          expect(teamMemberActions(member)).toEqual(TEAM_MEMBER_ACTIONS.filter((action) => refusalOf(action, member) === null));
        }
      }
    }
  });
});

describe("isTeamMemberAction", () => {
  it("accepts the four actions only", () => {
    for (const action of TEAM_MEMBER_ACTIONS) expect(isTeamMemberAction(action)).toBe(true);
    for (const value of ["Archive", "remove", "resend", "", null]) expect(isTeamMemberAction(value)).toBe(false);
  });
});

describe("teamMemberStatus", () => {
  it("awaits the registration of an employee without a password, whatever their profile", () => {
    expect(teamMemberStatus({ registered: false, profileComplete: false, documentsExpired: true })).toBe("awaiting_registration");
    expect(teamMemberStatus({ registered: false, profileComplete: true, documentsExpired: false })).toBe("awaiting_registration");
  });

  it("starts a registered employee by their profile", () => {
    expect(teamMemberStatus({ registered: true, profileComplete: true, documentsExpired: false })).toBe("contract_ready");
    expect(teamMemberStatus({ registered: true, profileComplete: false, documentsExpired: false })).toBe("missing_information");
  });

  it("puts an expired identity document before a missing detail", () => {
    expect(teamMemberStatus({ registered: true, profileComplete: true, documentsExpired: true })).toBe("expired_information");
    expect(teamMemberStatus({ registered: true, profileComplete: false, documentsExpired: true })).toBe("expired_information");
  });
});

describe("isSelectionKind", () => {
  it("accepts interim and construct only", () => {
    expect(isSelectionKind("interim")).toBe(true);
    expect(isSelectionKind("construct")).toBe(true);
    expect(isSelectionKind("payroll")).toBe(false);
    expect(isSelectionKind("Interim")).toBe(false);
    expect(isSelectionKind(undefined)).toBe(false);
  });
});

describe("teamPagesOf and teamHomeOf", () => {
  const HOURS = { permissions: ["hours_validation"] };
  const company = (facts: Partial<CompanyAccessFacts>) => capabilitiesOf({ offers: [], hasNonPayrollOffers: false, ...facts });

  it.each<[string, Partial<CompanyAccessFacts>, boolean, string[], string]>([
    // company, facts, payroll team, selection kinds, /team leads to
    [
      "payroll with both lines (De Klok)",
      { offers: [{ connexysId: "CX-1" }], construct4dPermissions: HOURS, interim4dPermissions: HOURS },
      true,
      ["interim", "construct"],
      "/team/payroll-team",
    ],
    ["payroll only", { offers: [{ connexysId: "CX-1" }] }, true, [], "/team/payroll-team"],
    // Straight to the first line's sub-page, where /team/selection-team would redirect.
    [
      "both lines' hours without payroll",
      { construct4dPermissions: HOURS, interim4dPermissions: HOURS },
      false,
      ["interim", "construct"],
      "/team/selection-team/interim",
    ],
    ["interim hours only (Nettoyage Dubois)", { interim4dPermissions: HOURS }, false, ["interim"], "/team/selection-team"],
    [
      "construct hours with selection offers",
      { offers: [{}], hasNonPayrollOffers: true, construct4dPermissions: HOURS },
      false,
      ["construct"],
      "/team/selection-team",
    ],
    ["selection offers without hours validation", { offers: [{}], hasNonPayrollOffers: true }, false, [], "/team/selection-team"],
  ])("%s", (_name, facts, payrollTeam, selectionKinds, home) => {
    const capabilities = company(facts);
    expect(teamPagesOf(capabilities)).toEqual({ payrollTeam, selectionKinds });
    expect(teamHomeOf(capabilities)).toBe(home);
  });
});

describe("selectionHomeOf", () => {
  it("opens the first line's sub-page when there are two lines, else the page itself", () => {
    expect(selectionHomeOf("/hours-validation", ["interim", "construct"])).toBe("/hours-validation/interim");
    expect(selectionHomeOf("/hours-validation", ["construct"])).toBe("/hours-validation");
    expect(selectionHomeOf("/hours-validation", [])).toBe("/hours-validation");
  });
});

describe("mayRemindOfInvitation and invitationReminderFrom", () => {
  const sent = "2026-03-10T09:30:00.000Z";

  it("waits a day after the last invitation", () => {
    expect(invitationReminderFrom(sent)).toBe("2026-03-11T09:30:00.000Z");
    expect(mayRemindOfInvitation(sent, new Date("2026-03-10T09:30:00.000Z"))).toBe(false);
    expect(mayRemindOfInvitation(sent, new Date("2026-03-11T09:29:59.999Z"))).toBe(false);
  });

  it("allows the reminder from 24 hours on", () => {
    expect(mayRemindOfInvitation(sent, new Date("2026-03-11T09:30:00.000Z"))).toBe(true);
    expect(mayRemindOfInvitation(sent, new Date("2026-04-01T00:00:00.000Z"))).toBe(true);
  });

  it("reads an instant written with an offset", () => {
    expect(mayRemindOfInvitation("2026-03-10T10:30:00+01:00", new Date("2026-03-11T09:29:00.000Z"))).toBe(false);
    expect(mayRemindOfInvitation("2026-03-10T10:30:00+01:00", new Date("2026-03-11T09:30:00.000Z"))).toBe(true);
  });

  it("has nothing to wait for when no invitation was sent, or its time is unreadable", () => {
    expect(invitationReminderFrom(null)).toBeNull();
    expect(invitationReminderFrom("yesterday")).toBeNull();
    expect(mayRemindOfInvitation(null, new Date(sent))).toBe(true);
  });
});
