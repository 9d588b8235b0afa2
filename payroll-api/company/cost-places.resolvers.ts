// Cost places of the selected company (part 1 §2.4, §5). Invoices hold no reference to a cost place
// today, so removing one cannot touch an invoice already issued (the schema's promise); whoever links
// invoices to cost places must keep that true, e.g. by copying the name onto the invoice.
import { COST_PLACE_NAME_MAX_LENGTH } from "../../domain/cost-places";
import { idOf, requireSelectedCompany } from "../core/context";
import { badInput, notFound } from "../core/errors";
import type { Resolvers } from "../graphql/resolvers.generated";

export const costPlaceResolvers: Resolvers = {
  Query: {
    costPlaces: async (_parent, _args, context) => {
      const { companyId } = await requireSelectedCompany(context);
      const rows = await context.db.query<{ id: number; name: string }>("select id, name from cost_places where company_id = $1 order by lower(name), id", [
        companyId,
      ]);
      return rows.map((row) => ({ id: String(row.id), name: row.name }));
    },
  },
  Mutation: {
    addCostPlace: async (_parent, { input }, context) => {
      const { companyId } = await requireSelectedCompany(context);
      const [company] = await context.db.query<{ cost_places_enabled: boolean }>("select cost_places_enabled from companies where id = $1", [companyId]);
      if (!company?.cost_places_enabled) throw badInput("COST_PLACES_DISABLED");
      const name = input.name.trim();
      if (!name) throw badInput("FIELD_REQUIRED");
      if (name.length > COST_PLACE_NAME_MAX_LENGTH) throw badInput("FIELD_TOO_LONG");
      const [row] = await context.db.query<{ id: number; name: string }>("insert into cost_places (company_id, name) values ($1, $2) returning id, name", [
        companyId,
        name,
      ]);
      return { id: String(row.id), name: row.name };
    },
    removeCostPlace: async (_parent, { input }, context) => {
      const { companyId } = await requireSelectedCompany(context);
      const removed = await context.db.query("delete from cost_places where company_id = $1 and id = $2 returning id", [companyId, idOf(input.id)]);
      if (removed.length === 0) throw notFound();
      return { status: "removed" };
    },
  },
};
