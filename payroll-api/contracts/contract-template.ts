// A contract used as a template (issue 46 part 2, docs/decisions/0086): the caller's new-contract draft
// starts with a payroll contract's answers (employee, position, terms, cost place) and its days moved by
// whole weeks to a week the caller picks. Only the draft is written: the contract is made, and checked
// as any new one, when the draft is submitted.
import { isCalendarDate } from "../../domain/calendar-date";
import { daysMovedToWeek } from "../../domain/contract-template";
import type { ScheduleDay } from "../../domain/contract-schedule";
import { idOf, type ApiContext } from "../core/context";
import { badInput, notFound } from "../core/errors";
import { deleteDraft, saveDraft } from "../core/wizard-drafts";
import { contractDraftOwner, EMPTY_STEPS, loadContractDraft, type ContractDraftSteps } from "./contract-draft";
import { answersOf, type ContractDraftPlace } from "./contract-edit";
import { findContract } from "./contract-model";

/**
 * Replaces the caller's new-contract draft by the contract's answers, its days moved to the week of
 * `week`. Errors: NOT_ALLOWED, NOT_FOUND (a contract the caller may not see, or a selection contract,
 * which the office makes), DATE_INVALID.
 */
export async function startDraftFromTemplate(
  context: ApiContext,
  contractId: string,
  week: string,
): Promise<{ place: ContractDraftPlace; steps: ContractDraftSteps }> {
  const owner = await contractDraftOwner(context);
  if (!isCalendarDate(week)) throw badInput("DATE_INVALID");
  const contract = await findContract(context, idOf(contractId));
  if (!contract || contract.line !== "payroll") throw notFound();
  const answers = await answersOf(context, contract);
  const schedule = { days: daysMovedToWeek(answers.schedule.days as ScheduleDay[], week), fullTimeConfirmed: null };
  await context.db.transaction(async (tx) => {
    await deleteDraft(tx, owner);
    await saveDraft<ContractDraftSteps>(tx, owner, { general: answers.general, schedule });
  });
  return { place: { owner, base: EMPTY_STEPS, contract: null }, steps: await loadContractDraft(context.db, owner) };
}
