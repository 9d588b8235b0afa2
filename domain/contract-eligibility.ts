// Who can be put on a contract for a position (part 2 §5): the wizard shows an employee who cannot be
// chosen disabled with the reason, and blocks one with missing contract data with a link to their
// profile. A student's birthday during a contract needs a new contract (youth wages change with age).
// Documents and flexi are judged at the contract's working days, not at today (docs/decisions/0040).
import { ageOn, type TeamMemberStatus } from "./team";
import type { IdentityDocument, IdentityDocumentExpiries } from "./identity-documents";

export type CandidateFacts = {
  status: TeamMemberStatus;
  isStudent: boolean;
  /** Hours a student has left in the contract's year (domain/student-hours.ts); null for a non-student. */
  remainingStudentHours: number | null;
  /** Flexi-jobs are forbidden until this Belgian date (yyyy-MM-dd), included. */
  flexiForbiddenUntil: string | null;
  /** The expiry dates of the ID card and permits (yyyy-MM-dd), each null when not known. */
  documents: IdentityDocumentExpiries;
};

/** A position's requirements: students allowed, a student function code (only students), flexi. */
export type PositionRequirements = { studentsAllowed: boolean; onlyStudents: boolean; isFlexi: boolean };

export const UNAVAILABILITIES = [
  "CONTRACT_DATA_MISSING",
  "ID_CARD_EXPIRES",
  "RESIDENCE_PERMIT_EXPIRES",
  "WORK_PERMIT_EXPIRES",
  "STUDENTS_NOT_ALLOWED",
  "ONLY_STUDENTS",
  "NO_STUDENT_HOURS_LEFT",
  "FLEXI_NOT_ALLOWED",
] as const;
export type Unavailability = (typeof UNAVAILABILITIES)[number];

const EXPIRES: Record<IdentityDocument, Unavailability> = {
  idCard: "ID_CARD_EXPIRES",
  residencePermit: "RESIDENCE_PERMIT_EXPIRES",
  workPermit: "WORK_PERMIT_EXPIRES",
};

/**
 * The first identity document that expires before the contract's last working day, with its expiry
 * date: a document is valid through its expiry date, so one expiring on the last working day covers
 * the contract. Null when every document lasts (or has no date).
 */
export function documentExpiringDuring(
  documents: IdentityDocumentExpiries,
  workingDays: readonly string[],
): { document: IdentityDocument; expiresOn: string } | null {
  const last = [...workingDays].sort().at(-1);
  if (!last) return null;
  const dated: [IdentityDocument, string | null][] = [
    ["idCard", documents.idCardExpiresOn],
    ["residencePermit", documents.residencePermitExpiresOn],
    ["workPermit", documents.workPermitExpiresOn],
  ];
  for (const [document, expiresOn] of dated) if (expiresOn !== null && expiresOn < last) return { document, expiresOn };
  return null;
}

/** The first working day on which flexi work is still forbidden (forbidden until that date, included); null when none is. */
export const flexiForbiddenDay = (flexiForbiddenUntil: string | null, workingDays: readonly string[]): string | null =>
  flexiForbiddenUntil === null ? null : ([...workingDays].sort().find((day) => day <= flexiForbiddenUntil) ?? null);

/**
 * Why an employee cannot be chosen for a contract on `workingDays` (Belgian dates; the wizard gives
 * its first day, or today, before the schedule is known), or null.
 */
export function unavailabilityOf(candidate: CandidateFacts, position: PositionRequirements, workingDays: readonly string[]): Unavailability | null {
  if (candidate.status !== "contract_ready") return "CONTRACT_DATA_MISSING";
  const expiring = documentExpiringDuring(candidate.documents, workingDays);
  if (expiring) return EXPIRES[expiring.document];
  if (candidate.isStudent && !position.studentsAllowed) return "STUDENTS_NOT_ALLOWED";
  if (!candidate.isStudent && position.onlyStudents) return "ONLY_STUDENTS";
  if (candidate.isStudent && candidate.remainingStudentHours !== null && candidate.remainingStudentHours <= 0) return "NO_STUDENT_HOURS_LEFT";
  if (position.isFlexi && flexiForbiddenDay(candidate.flexiForbiddenUntil, workingDays) !== null) return "FLEXI_NOT_ALLOWED";
  return null;
}

/**
 * The student's birthday that falls after the first day of a contract and on or before its last,
 * when a new contract must start; null when none does.
 */
export function birthdayDuring(birthdate: string, period: { startDate: string; endDate: string }): string | null {
  if (ageOn(birthdate, period.startDate) === null) return null;
  const monthAndDay = birthdate.slice(5);
  for (let year = Number(period.startDate.slice(0, 4)); year <= Number(period.endDate.slice(0, 4)); year++) {
    // Someone born on 29 February has their birthday on 1 March in a common year (as ageOn counts).
    const leap = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;
    const birthday = monthAndDay === "02-29" && !leap ? `${year}-03-01` : `${year}-${monthAndDay}`;
    if (birthday > period.startDate && birthday <= period.endDate) return birthday;
  }
  return null;
}

/** A gross hourly wage below the position's minimum (both in cents). */
export const isBelowMinimumWage = (wageCents: number, minimumCents: number) => wageCents < minimumCents;
