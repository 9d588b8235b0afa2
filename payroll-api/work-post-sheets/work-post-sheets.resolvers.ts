// Work post sheets of the selected company's positions (part 2 §2 screen 4, §3, §5): filled in the
// portal or uploaded as the company's own PDF, whose bytes GET /api/positions/:id/work-post-sheet.pdf
// serves. A position of another company is NOT_FOUND (or a null sheet), as if it did not exist.
import { idOf } from "../core/context";
import type { Resolvers } from "../graphql/resolvers.generated";
import { createWorkPostSheet, sheetOfListedPosition, updateWorkPostSheet, uploadWorkPostSheet, workPostSheet } from "./work-post-sheets";

export const workPostSheetResolvers: Resolvers = {
  Query: {
    workPostSheet: (_parent, args, context) => workPostSheet(context, args),
  },
  // A position is only ever reached through the selected company, so its sheet needs no other check.
  Position: {
    workPostSheet: (position, _args, context) => sheetOfListedPosition(context, idOf(String(position.id))),
  },
  Mutation: {
    createWorkPostSheet: (_parent, args, context) => createWorkPostSheet(context, args),
    updateWorkPostSheet: (_parent, args, context) => updateWorkPostSheet(context, args),
    uploadWorkPostSheet: (_parent, args, context) => uploadWorkPostSheet(context, args),
  },
};
