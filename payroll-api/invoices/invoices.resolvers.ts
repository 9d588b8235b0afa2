// The selected company's invoices, one page at a time, latest expiration date first.
import type { Resolvers } from "../graphql/resolvers.generated";
import { invoices } from "./invoices";

export const invoiceResolvers: Resolvers = {
  Query: {
    invoices: (_parent, args, context) => invoices(context, args),
  },
};
