// What the profile page says about an employee besides their data (part 2 §4): the status alerts.
// Decided on the server, at one moment, so that the page reads the same with and without scripts.
import { profileGaps, type ProfileRequirement } from "~domain/employee-profile";
import { expiredDocuments, type IdentityDocument } from "~domain/identity-documents";
import { todayInBelgium } from "~domain/belgian-time";
import { invitationReminderFrom, mayRemindOfInvitation } from "~domain/team";
import type { EmployeeProfile, Membership } from "./employee.server";

/**
 * The edit forms that complete a profile: identity data (names, nationality, national register
 * number, ID card, permits) only through an identity verification (part 2 §4).
 */
export type ProfileForm = "personal" | "general" | "identity";

/** Who completes a requirement: a form, the employee (the agreements they sign), or nobody in the portal (the sign-in e-mail). */
type Completion = ProfileForm | "employee" | "office";

const COMPLETED_BY: Record<ProfileRequirement, Completion> = {
  names: "identity",
  email: "office",
  mobile: "personal",
  placeOfBirth: "general",
  countryOfBirth: "general",
  nationality: "identity",
  address: "personal",
  nationalRegisterNumber: "identity",
  idCard: "identity",
  permit: "identity",
  bankAccount: "personal",
  intentAgreement: "employee",
  studentAgreement: "employee",
};

const isForm = (completion: Completion): completion is ProfileForm => completion !== "employee" && completion !== "office";

/** The forms that fill in what is missing, each once, in the order of what they fill in. */
export function formsToComplete(missing: readonly ProfileRequirement[]): ProfileForm[] {
  return [...new Set(missing.map((item) => COMPLETED_BY[item]).filter(isForm))];
}

/** Whether only the employee can complete what is missing (the agreements). */
export const onlyTheEmployeeCanComplete = (item: ProfileRequirement) => COMPLETED_BY[item] === "employee";

type Invitation = {
  sentAt: string | null;
  /** Whether the awaiting-registration alert offers the reminder now. */
  mayRemind: boolean;
  /** When it will, if it may not yet. */
  remindFrom: string | null;
};

export type ProfileFacts = {
  /** Today in Belgium: what a certificate's expiry date is compared with. */
  today: string;
  /** What the employee still misses before a contract, missing or not valid alike (domain/employee-profile.ts). */
  missing: ProfileRequirement[];
  /** Those of `missing` whose stored value fails its rule. */
  invalid: ProfileRequirement[];
  expired: IdentityDocument[];
  /** The awaiting-registration alert: only for an active member who has not registered. */
  invitation: Invitation | null;
};

export function profileFacts(employee: EmployeeProfile, membership: Membership | null, now: Date): ProfileFacts {
  const today = todayInBelgium(now);
  const awaiting = membership?.status === "awaiting_registration" && !membership.archived;
  const sentAt = membership?.invitationSentAt ?? null;
  const gaps = profileGaps(employee);
  return {
    today,
    missing: gaps.map((gap) => gap.item),
    invalid: gaps.filter((gap) => gap.invalid).map((gap) => gap.item),
    expired: expiredDocuments(employee.identity, today),
    invitation: awaiting ? { sentAt, mayRemind: mayRemindOfInvitation(sentAt, now), remindFrom: invitationReminderFrom(sentAt) } : null,
  };
}
