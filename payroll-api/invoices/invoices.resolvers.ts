// The selected company's invoices, one page at a time, latest expiration date first.
import { asksForCount } from "../graphql/asks-for-count";
import type { Resolvers } from "../graphql/resolvers.generated";
import { invoices } from "./invoices";

export const invoiceResolvers: Resolvers = {
  Query: {
    invoices: (_parent, args, context, info) => invoices(context, args, asksForCount(info)),
  },
};
