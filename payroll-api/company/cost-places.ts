// Cost places of a company (part 1 §2.4, §5). Invoices hold no reference to a cost place today, so
// removing one cannot touch an invoice already issued (the schema's promise); whoever links invoices
// to cost places must keep that true, e.g. by copying the name onto the invoice.
import { COST_PLACE_NAME_MAX_LENGTH } from "../../domain/cost-places";
import type { ApiContext } from "../core/context";
import { badInput, notFound } from "../core/errors";

type CostPlaceRow = { id: number; name: string };

export function costPlacesOf(context: ApiContext, companyId: number): Promise<CostPlaceRow[]> {
  return context.db.query<CostPlaceRow>("select id, name from cost_places where company_id = $1 order by lower(name), id", [companyId]);
}

/** Errors: COST_PLACES_DISABLED, FIELD_REQUIRED, FIELD_TOO_LONG. */
export async function addCostPlace(context: ApiContext, companyId: number, typedName: string): Promise<CostPlaceRow> {
  const [company] = await context.db.query<{ cost_places_enabled: boolean }>("select cost_places_enabled from companies where id = $1", [companyId]);
  if (!company?.cost_places_enabled) throw badInput("COST_PLACES_DISABLED");
  const name = typedName.trim();
  if (!name) throw badInput("FIELD_REQUIRED");
  if (name.length > COST_PLACE_NAME_MAX_LENGTH) throw badInput("FIELD_TOO_LONG");
  const [row] = await context.db.query<CostPlaceRow>("insert into cost_places (company_id, name) values ($1, $2) returning id, name", [companyId, name]);
  return row;
}

/** Errors: NOT_FOUND. */
export async function removeCostPlace(context: ApiContext, companyId: number, id: number): Promise<void> {
  const removed = await context.db.query("delete from cost_places where company_id = $1 and id = $2 returning id", [companyId, id]);
  if (removed.length === 0) throw notFound();
}
