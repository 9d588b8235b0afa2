// The selected company at a glance (part 1 §7): its row and the start of its latest contract; the
// lists it shows are their own services'.
import { requireSelectedCompany, type ApiContext } from "../core/context";
import { notFound } from "../core/errors";
import type { CompanyRow } from "../core/rows";
import type { Queryable } from "../db/database";

/** The selected company's row. Errors: NOT_FOUND when `companyId` is not the selected company, a member's or not. */
export async function selectedCompanyInformation(context: ApiContext, companyId: number): Promise<CompanyRow> {
  const selected = await requireSelectedCompany(context);
  // Another company's id gets the answer of an id that does not exist.
  if (companyId !== selected.companyId) throw notFound();
  const [company] = await context.db.query<CompanyRow>("select * from companies where id = $1", [selected.companyId]);
  return company;
}

/** The start, not the creation, of the company's latest contract not cancelled: what the contracts lists show and sort by (docs/decisions/0028). */
export async function lastContractDateOf(db: Queryable, companyId: number): Promise<string | null> {
  const [row] = await db.query<{ date: string | null }>(
    "select to_char(max(start_date), 'YYYY-MM-DD') as date from contracts where company_id = $1 and state <> 'cancelled'",
    [companyId],
  );
  return row.date;
}
