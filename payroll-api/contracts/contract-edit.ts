// Editing a requested contract through the contract wizard (part 2 §4; docs/decisions/0042): one draft per
// user and contract (wizard_drafts, kind "contract", the contract's id as subject), which starts from the
// contract's own answers, and a submit that updates the contract in place, checked as a new one against
// the employee's other contracts, unless the back office has processed it meanwhile.
import { todayInBelgium } from "../../domain/belgian-time";
import { contractStatusOf, type ContractRequest, type ContractState } from "../../domain/contract-status";
import { idOf, type ApiContext } from "../core/context";
import { badInput, notFound } from "../core/errors";
import { deleteDraft, type DraftOwner } from "../core/wizard-drafts";
import {
  checkedDraft,
  contractColumnsOf,
  contractDraftOwner,
  EMPTY_STEPS,
  loadContractDraft,
  requireContractCreation,
  saveContractDays,
  type ContractDraftSteps,
} from "./contract-draft";
import { daysOfContracts, findContract, generalOfContract, requireContractLine, scheduleDayOf, standingOf, type ContractRow } from "./contract-model";

/** Whose draft it is, the answers it starts from, and the contract it changes (null: a new contract). */
export type ContractDraftPlace = { owner: DraftOwner; base: ContractDraftSteps; contract: ContractRow | null };

/** A contract's answers as the wizard holds them. */
export async function answersOf(context: ApiContext, contract: ContractRow): Promise<ContractDraftSteps> {
  const general = { ...generalOfContract(contract), otherEmployeeIds: [] };
  const days = ((await daysOfContracts(context, contract.id)) ?? []).map(scheduleDayOf);
  return { general, schedule: { days, fullTimeConfirmed: contract.full_time_confirmed || null } };
}

/**
 * The caller's contract draft: a new contract's, or with `contractId` that payroll contract's, when the
 * caller may see it (NOT_FOUND otherwise, as for any contract of another company or line;
 * CONTRACT_NOT_EDITABLE for a selection contract).
 */
export async function contractDraftPlace(context: ApiContext, contractId: string | null | undefined): Promise<ContractDraftPlace> {
  if (!contractId) return { owner: await contractDraftOwner(context), base: EMPTY_STEPS, contract: null };
  const { userId, companyId } = await requireContractLine(context, "payroll");
  const contract = await findContract(context, idOf(contractId));
  if (!contract) throw notFound();
  // A selection contract the user may see is the office's: it exists, but the wizard does not change it.
  if (contract.line !== "payroll") throw badInput("CONTRACT_NOT_EDITABLE");
  const owner: DraftOwner = { kind: "contract", companyId, userId, subjectId: String(contract.id) };
  return { owner, base: await answersOf(context, contract), contract };
}

/**
 * Updates the edited contract from the whole draft: same id, its answers and its days replaced. The
 * contract's row is locked and its state read again in the transaction that saves, so a contract the back
 * office processed meanwhile is refused (CONTRACT_PROCESSED) and the draft is kept.
 */
export async function submitContractEdit(context: ApiContext, { owner, base, contract }: ContractDraftPlace & { contract: ContractRow }): Promise<number> {
  const { db } = context;
  await requireContractCreation(db, owner.companyId);
  if (!(await standingOf(context, contract)).actions.includes("edit")) throw badInput("CONTRACT_PROCESSED");
  const steps = await loadContractDraft(db, owner, base);
  return db.transaction(async (tx) => {
    const [locked] = await tx.query<{ state: ContractState; request: ContractRequest | null }>(
      "select state, request from contracts where id = $1 for update",
      [contract.id],
    );
    const facts = { ...locked, startDate: contract.start_date, endDate: contract.end_date };
    if (contractStatusOf(facts, todayInBelgium(new Date())) !== "requested") throw badInput("CONTRACT_PROCESSED");
    const checked = await checkedDraft(tx, owner, steps, contract.id);
    const columns = contractColumnsOf(steps, checked);
    const names = Object.keys(columns);
    await tx.query(`update contracts set ${names.map((name, index) => `${name} = $${index + 2}`).join(", ")}, updated_at = now() where id = $1`, [
      contract.id,
      ...Object.values(columns),
    ]);
    await saveContractDays(tx, owner, contract.id, steps, checked.candidate.id);
    await deleteDraft(tx, owner);
    return contract.id;
  });
}
