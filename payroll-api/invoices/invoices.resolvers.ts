// The selected company's invoices, one page at a time, latest expiration date first, and what it still has to pay.
import { asksForCount } from "../graphql/asks-for-count";
import type { Resolvers } from "../graphql/resolvers.generated";
import { invoices } from "./invoices";
import { outstandingInvoices } from "./outstanding";

export const invoiceResolvers: Resolvers = {
  Query: {
    invoices: (_parent, args, context, info) => invoices(context, args, asksForCount(info)),
    outstandingInvoices: (_parent, _args, context) => outstandingInvoices(context),
  },
};
