// The rules a contract passes at its own dates, in one place for the contract wizard (its Next and its
// submit) and for an extension (docs/decisions/0041): the terms with the employee's eligibility at the
// schedule's working days, the schedule's rules with the inflow history (the contract's reason and
// attempt), the employee's calendar, and a student's hours left (docs/decisions/0039). A rule added
// here holds for both.
import { todayInBelgium } from "../../domain/belgian-time";
import { contractGeneralProblems, contractScheduleProblems, type ContractGeneral, type ContractProblem, type ContractSchedule } from "../../domain/contract";
import type { Queryable } from "../db/database";
import { averageWeeklyHoursOf, generalFactsOf, inflowHistoryOf, workingDaysOf } from "./contract-facts";
import { calendarProblemsOf } from "./employee-calendar";
import { studentHoursProblemsOf } from "./student-hours";

/**
 * Every problem of a contract's terms and schedule, with the facts it was checked against.
 * `calendarEmployeeId` is whose calendar the schedule meets: the payroll candidate unless told (an
 * interim or construct contract's worker linked to an employee, or none). A contract being edited
 * (`exceptContractId`, docs/decisions/0042) is checked against the employee's other contracts: its own
 * days, inflow and student hours are the ones being replaced.
 */
export async function contractRuleProblems(
  db: Queryable,
  companyId: number,
  steps: { general: ContractGeneral; schedule: ContractSchedule },
  now: Date,
  options: { calendarEmployeeId?: number | null; exceptContractId?: number | null } = {},
) {
  const exceptContractId = options.exceptContractId ?? null;
  const general = await generalFactsOf(db, companyId, steps.general, todayInBelgium(now), workingDaysOf(steps.schedule.days));
  const problems: ContractProblem[] = contractGeneralProblems(steps.general, general.facts);
  const history = general.candidate
    ? await inflowHistoryOf(db, companyId, general.candidate.id, general.position?.id ?? null, exceptContractId)
    : { earlierInflow: [], otherInflowCandidates: 0 };
  const scheduleProblems = contractScheduleProblems(steps.schedule, {
    now,
    averageWeeklyHoursIn: averageWeeklyHoursOf(general.committee),
    employee: general.facts.employee,
    contractReason: steps.general.contractReason,
    inflowAttempt: steps.general.inflowAttempt,
    ...history,
  });
  problems.push(...scheduleProblems);
  const employeeId = options.calendarEmployeeId === undefined ? (general.candidate?.id ?? null) : options.calendarEmployeeId;
  if (employeeId !== null) {
    problems.push(...(await calendarProblemsOf(db, { employeeId, companyId, exceptContractId }, steps.schedule, scheduleProblems)));
    problems.push(...(await studentHoursProblemsOf(db, employeeId, steps.schedule, problems, exceptContractId)));
  }
  return { problems, ...general };
}
