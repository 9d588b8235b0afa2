// The provider's back office, played by the reference API (docs/decisions/0025): a user marked
// is_back_office approves, refuses or processes contracts, cancellation requests and extensions, approves
// or refuses new positions (docs/decisions/0037), and can mark a work obstruction as failed so that the
// portal's push button can be tried. `npm run back-office` calls it for the demo.
import type { Queryable } from "../db/database";
import { idOf, requireCaller, type ApiContext } from "../core/context";
import { badInput, notAllowed, notFound } from "../core/errors";
import type { BackOfficeDecision, BackOfficeSubject } from "../core/schema-types.generated";
import { CONTRACT_SELECT, extensionById, type ContractRow, type ExtensionRow } from "./contract-model";
import { createExtensionContract } from "./contract-requests";

/** The caller is the provider's back office (a user marked is_back_office); NOT_ALLOWED otherwise. */
export async function requireBackOffice(context: ApiContext): Promise<void> {
  const userId = requireCaller(context, "user");
  const [row] = await context.db.query<{ is_back_office: boolean }>("select is_back_office from users where id = $1", [userId]);
  if (!row?.is_back_office) throw notAllowed();
}

async function contractOf(db: Queryable, id: string): Promise<ContractRow> {
  const [row] = await db.query<ContractRow>(`${CONTRACT_SELECT} where c.id = $1`, [idOf(id)]);
  if (!row) throw notFound();
  return row;
}

const nothingToDecide = () => badInput("NOTHING_TO_DECIDE");

/** A contract's own decision: approved (and given its back-office id and number) or refused; its waiting extensions follow. */
async function decideContract(tx: Queryable, contract: ContractRow, decision: BackOfficeDecision): Promise<void> {
  if (contract.state !== "requested" || decision === "fail") throw nothingToDecide();
  const approved = decision !== "refuse";
  await tx.query(
    `update contracts set state = $2, back_office_id = case when $3 then 'BO-' || id else null end,
       contract_number = case when $3 then 'C' || lpad(id::text, 7, '0') else null end, updated_at = now() where id = $1`,
    [contract.id, approved ? "approved" : "refused", approved],
  );
  const waiting = await tx.query<ExtensionRow>("select * from contract_extensions where contract_id = $1 and state = 'waiting'", [contract.id]);
  for (const extension of waiting) await decideExtension(tx, extension, approved ? "approve" : "refuse", { ...contract, state: "approved" });
}

async function decideExtension(tx: Queryable, extension: ExtensionRow, decision: BackOfficeDecision, contract: ContractRow): Promise<void> {
  if (decision === "fail") throw nothingToDecide();
  if (decision === "refuse") {
    await tx.query("update contract_extensions set state = 'refused' where id = $1", [extension.id]);
    return;
  }
  const extensionContractId = await createExtensionContract(tx, contract, extension.days, extension.contract_notes);
  await tx.query("update contract_extensions set state = 'approved', extension_contract_id = $2 where id = $1", [extension.id, extensionContractId]);
}

async function decideCancellation(tx: Queryable, contract: ContractRow, decision: BackOfficeDecision): Promise<void> {
  if (contract.request !== "contract_cancellation_pending" || decision === "fail") throw nothingToDecide();
  if (decision === "refuse") await tx.query("update contracts set request = 'contract_cancellation_refused', updated_at = now() where id = $1", [contract.id]);
  else await tx.query("update contracts set state = 'cancelled', request = null, updated_at = now() where id = $1", [contract.id]);
}

async function decideWorkdayCancellation(tx: Queryable, contract: ContractRow, decision: BackOfficeDecision): Promise<void> {
  if (contract.request !== "workday_cancellation_pending" || decision === "fail") throw nothingToDecide();
  if (decision === "refuse") {
    await tx.query("update contract_days set cancellation_requested = false where contract_id = $1", [contract.id]);
    await tx.query("update contracts set request = 'workday_cancellation_refused', updated_at = now() where id = $1", [contract.id]);
    return;
  }
  await tx.query("delete from contract_days where contract_id = $1 and cancellation_requested", [contract.id]);
  await tx.query(
    `update contracts set request = null, updated_at = now(),
       start_date = (select min(date) from contract_days where contract_id = $1), end_date = (select max(date) from contract_days where contract_id = $1)
     where id = $1`,
    [contract.id],
  );
}

/** A new position's decision: approved, the contract wizard offers it; refused, it never is. Only a waiting one is decided. */
async function decidePosition(tx: Queryable, id: string, decision: BackOfficeDecision): Promise<void> {
  const [position] = await tx.query<{ status: string }>("select status from positions where id = $1", [idOf(id)]);
  if (!position) throw notFound();
  if (position.status !== "waiting_approval" || (decision !== "approve" && decision !== "refuse")) throw nothingToDecide();
  await tx.query("update positions set status = $2, updated_at = now() where id = $1", [idOf(id), decision === "approve" ? "approved" : "refused"]);
}

export async function backOfficeDecide(context: ApiContext, subject: BackOfficeSubject, id: string, decision: BackOfficeDecision): Promise<void> {
  await requireBackOffice(context);
  await context.db.transaction(async (tx) => {
    if (subject === "position") return decidePosition(tx, id, decision);
    if (subject === "work_obstruction") {
      if (decision !== "fail" && decision !== "approve") throw nothingToDecide();
      const [row] = await tx.query<{ id: number }>("update work_obstructions set state = $2 where id = $1 returning id", [
        idOf(id),
        decision === "fail" ? "failed" : "created",
      ]);
      if (!row) throw notFound();
      return;
    }
    if (subject === "extension") {
      const extension = await extensionById(tx, idOf(id));
      if (!extension) throw notFound();
      if (extension.state !== "draft") throw nothingToDecide();
      return decideExtension(tx, extension, decision, await contractOf(tx, String(extension.contract_id)));
    }
    const contract = await contractOf(tx, id);
    if (subject === "contract") return decideContract(tx, contract, decision);
    if (subject === "contract_cancellation") return decideCancellation(tx, contract, decision);
    return decideWorkdayCancellation(tx, contract, decision);
  });
}
