// One contract draft for several employees (issue 46): a contract per employee, each checked by the rules
// of one contract (draftProblems) in the transaction that saves it, and the refused employees kept in the
// draft. The transaction holds the draft's row first, so that the same draft submitted twice at once
// makes its contracts once, then each employee's row in the order of their ids (decision 36's lock, taken
// in one order so that two requests sharing employees cannot wait on each other).
import type { ContractProblem } from "../../domain/contract";
import { chosenEmployeesOf, forOneEmployee } from "../../domain/contract-employees";
import type { Queryable } from "../db/database";
import { idOf, type ApiContext } from "../core/context";
import { invalidInput } from "../core/errors";
import { deleteDraft, lockDraft, saveDraft, type DraftOwner } from "../core/wizard-drafts";
import { draftProblems, insertContract, loadContractDraft, requireContractCreation, type ContractDraftSteps } from "./contract-draft";
import { lockEmployee } from "./employee-calendar";

/** Each employee's contract of a draft, as it would be requested now: their name and its problems. */
export async function draftEmployees(db: Queryable, companyId: number, steps: ContractDraftSteps, now: Date, exceptContractId: number | null) {
  return Promise.all(
    chosenEmployeesOf(steps.general).map(async (id) => {
      const one = { ...steps, general: forOneEmployee(steps.general, id) };
      const { problems, candidate } = await draftProblems(db, companyId, one, now, exceptContractId);
      return { id, firstName: candidate?.first_name ?? null, lastName: candidate?.last_name ?? null, problems };
    }),
  );
}

export type EmployeeContractResult = { employeeId: string; contractId: number | null; problems: ContractProblem[] };

/** Requests a contract for each employee of the caller's draft who passes its rules; the others stay in the draft. */
export async function submitContractDraftForEmployees(context: ApiContext, owner: DraftOwner): Promise<EmployeeContractResult[]> {
  await requireContractCreation(context.db, owner.companyId);
  return context.db.transaction(async (tx) => {
    await lockDraft(tx, owner);
    const steps = await loadContractDraft(tx, owner);
    const { problems } = await draftProblems(tx, owner.companyId, steps, new Date());
    if (problems.length > 0) throw invalidInput("CONTRACT_INVALID", problems);
    const employeeIds = chosenEmployeesOf(steps.general);
    for (const id of employeeIds.map(idOf).sort((a, b) => a - b)) await lockEmployee(tx, id);
    const results: EmployeeContractResult[] = [];
    for (const employeeId of employeeIds) {
      const one = { ...steps, general: forOneEmployee(steps.general, employeeId) };
      const checked = await draftProblems(tx, owner.companyId, one, new Date());
      const { position, candidate } = checked;
      const passes = checked.problems.length === 0 && position && candidate;
      const contractId = passes ? await insertContract(tx, owner, one, { position, candidate }) : null;
      results.push({ employeeId, contractId, problems: checked.problems });
    }
    const [first, ...others] = results.filter((result) => result.contractId === null).map((result) => result.employeeId);
    if (first === undefined) await deleteDraft(tx, owner);
    else await saveDraft<ContractDraftSteps>(tx, owner, { general: { ...steps.general, employeeId: first, otherEmployeeIds: others } });
    return results;
  });
}
