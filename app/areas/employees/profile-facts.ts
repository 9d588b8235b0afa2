// What the profile page says about an employee besides their data (part 2 §4): the status alerts.
// Decided on the server, at one moment, so that the page reads the same with and without scripts.
import { missingProfileItems, type ProfileRequirement } from "~domain/employee-profile";
import { expiredDocuments, type IdentityDocument } from "~domain/identity-documents";
import { todayInBelgium } from "~domain/belgian-time";
import { invitationReminderFrom, mayRemindOfInvitation } from "~domain/team";
import type { EmployeeProfile, Membership } from "./employee.server";

/** The edit forms that complete a profile; the agreements the employee signs themselves. */
export type ProfileForm = "personal" | "general";

const FORM_OF: Record<ProfileRequirement, ProfileForm | null> = {
  names: "general",
  mobile: "personal",
  placeOfBirth: "general",
  countryOfBirth: "general",
  nationality: "general",
  address: "personal",
  intentAgreement: null,
  studentAgreement: null,
};

/** The forms that fill in what is missing, each once, in the order of what they fill in. */
export function formsToComplete(missing: readonly ProfileRequirement[]): ProfileForm[] {
  return [...new Set(missing.flatMap((item) => FORM_OF[item] ?? []))];
}

/** Whether only the employee can complete what is missing (the agreements). */
export const onlyTheEmployeeCanComplete = (item: ProfileRequirement) => FORM_OF[item] === null;

export type Invitation = {
  sentAt: string | null;
  /** Whether the awaiting-registration alert offers the reminder now. */
  mayRemind: boolean;
  /** When it will, if it may not yet. */
  remindFrom: string | null;
};

export type ProfileFacts = {
  /** Today in Belgium: what a certificate's expiry date is compared with. */
  today: string;
  missing: ProfileRequirement[];
  expired: IdentityDocument[];
  /** The awaiting-registration alert: only for an active member who has not registered. */
  invitation: Invitation | null;
};

export function profileFacts(employee: EmployeeProfile, membership: Membership | null, now: Date): ProfileFacts {
  const today = todayInBelgium(now);
  const awaiting = membership?.status === "awaiting_registration" && !membership.archived;
  const sentAt = membership?.invitationSentAt ?? null;
  return {
    today,
    missing: missingProfileItems(employee),
    expired: expiredDocuments(employee.identity, today),
    invitation: awaiting ? { sentAt, mayRemind: mayRemindOfInvitation(sentAt, now), remindFrom: invitationReminderFrom(sentAt) } : null,
  };
}
