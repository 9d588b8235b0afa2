// What the contract and extension wizards' pages show of a draft: the problems of its answers, the
// payroll team's candidates with why each cannot work it, the distance and the student hours left.
import { todayInBelgium } from "../../domain/belgian-time";
import { documentExpiringDuring, unavailabilityOf } from "../../domain/contract-eligibility";
import type { ApiContext } from "../core/context";
import type { ContractDraftPlace } from "./contract-edit";
import { draftProblems, estimatedDistanceKm, type ContractDraftSteps } from "./contract-draft";
import { draftEmployees } from "./contracts-for-employees";
import { candidateFactsOf, candidatesOf, positionFactsOf, workingDaysOf } from "./contract-facts";
import type { ContractRow } from "./contract-model";
import { extensionProblems, type ExtensionDraftSteps } from "./contract-requests";
import { studentHoursBeforeOf } from "./student-hours";

const today = () => todayInBelgium(new Date());

const DOCUMENT_NAMES = { idCard: "id_card", residencePermit: "residence_permit", workPermit: "work_permit" } as const;

/**
 * The payroll team's active members, each with why they cannot work the position on the working days
 * (the draft's schedule, or its first day before there is one): the same facts and rules as the
 * submit's (contracts/contract-draft.ts draftProblems).
 */
export async function candidatesFor(context: ApiContext, companyId: number, positionId: string | null, workingDays: readonly string[]) {
  const [candidates, position] = await Promise.all([candidatesOf(context.db, companyId, workingDays[0]), positionFactsOf(context.db, companyId, positionId)]);
  const requirements = position && { studentsAllowed: position.students_allowed, onlyStudents: position.is_student_code, isFlexi: position.is_flexi };
  const now = new Date();
  return candidates.map((candidate) => {
    const facts = candidateFactsOf(candidate, now);
    const unavailability = requirements
      ? unavailabilityOf(facts, requirements, workingDays)
      : facts.status === "contract_ready"
        ? null
        : "CONTRACT_DATA_MISSING";
    const expiring = facts.status === "contract_ready" ? documentExpiringDuring(facts.documents, workingDays) : null;
    return {
      id: String(candidate.id),
      firstName: candidate.first_name,
      lastName: candidate.last_name,
      isStudent: candidate.is_student,
      studentHoursLeft: candidate.remaining_student_hours,
      unavailability,
      expiringDocument: expiring && { document: DOCUMENT_NAMES[expiring.document], expiresOn: expiring.expiresOn },
    };
  });
}

/** The days the candidates are judged at: the schedule's, or today before there is one. */
const workingDaysOrToday = (steps: ContractDraftSteps) => {
  const days = workingDaysOf(steps.schedule.days);
  return days.length > 0 ? days : [today()];
};

/**
 * The draft with what the wizard's pages need of it: the problems of its answers, the candidates, the
 * distance, the edited contract, and when asked (`withEmployees`) each employee's own problems.
 */
export async function contractDraftAnswer(context: ApiContext, { owner, contract }: ContractDraftPlace, steps: ContractDraftSteps, withEmployees = false) {
  const editedId = contract?.id ?? null;
  const [estimated, { problems, candidate }, candidates, employees] = await Promise.all([
    estimatedDistanceKm(context.db, owner.companyId, steps.general),
    draftProblems(context.db, owner.companyId, steps, new Date(), editedId),
    candidatesFor(context, owner.companyId, steps.general.positionId, workingDaysOrToday(steps)),
    withEmployees ? draftEmployees(context.db, owner.companyId, steps, new Date(), editedId) : [],
  ]);
  const studentHoursLeft = await studentHoursBeforeOf(context.db, candidate?.id ?? null, workingDaysOf(steps.schedule.days), today(), editedId);
  return { ...steps, estimatedDistanceKm: estimated, problems, candidates, employees, studentHoursLeft, contract };
}

/** The extension draft with the problems of its schedule and the student hours left before it. */
export async function extensionDraftAnswer(context: ApiContext, contract: ContractRow, steps: ExtensionDraftSteps) {
  const [{ problems }, studentHoursLeft] = await Promise.all([
    extensionProblems(context, contract, steps.schedule),
    studentHoursBeforeOf(context.db, contract.employee_id, workingDaysOf(steps.schedule.days), today()),
  ]);
  return { contract, ...steps, problems, studentHoursLeft };
}
