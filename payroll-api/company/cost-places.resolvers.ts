// Cost places of the selected company; the statements and rules are cost-places.ts's.
import { idOf, requireSelectedCompany } from "../core/context";
import type { Resolvers } from "../graphql/resolvers.generated";
import { addCostPlace, costPlacesOf, removeCostPlace } from "./cost-places";

const toCostPlace = (row: { id: number; name: string }) => ({ id: String(row.id), name: row.name });

export const costPlaceResolvers: Resolvers = {
  Query: {
    costPlaces: async (_parent, _args, context) => {
      const { companyId } = await requireSelectedCompany(context);
      return (await costPlacesOf(context, companyId)).map(toCostPlace);
    },
  },
  Mutation: {
    addCostPlace: async (_parent, { input }, context) => {
      const { companyId } = await requireSelectedCompany(context);
      return toCostPlace(await addCostPlace(context, companyId, input.name));
    },
    removeCostPlace: async (_parent, { input }, context) => {
      const { companyId } = await requireSelectedCompany(context);
      await removeCostPlace(context, companyId, idOf(input.id));
      return { status: "removed" };
    },
  },
};
