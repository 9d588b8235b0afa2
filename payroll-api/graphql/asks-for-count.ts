import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";

const COUNT_FIELDS = new Set(["totalCount", "pageCount"]);

/** Whether the query asks for one of `fields` of the resolved field's value, in the field itself or a fragment of it. */
export function asksForAnyOf(info: GraphQLResolveInfo, fields: ReadonlySet<string>): boolean {
  const asks = (selectionSet: SelectionSetNode | undefined): boolean =>
    (selectionSet?.selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD) return fields.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return asks(selection.selectionSet);
      return asks(info.fragments[selection.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => asks(node.selectionSet));
}

/**
 * Whether the query asks for the page's count (totalCount or pageCount). An export reading a list
 * through by its cursor does not, and is spared a count of the whole list on each of its pages
 * (docs/decisions/0050).
 */
export const asksForCount = (info: GraphQLResolveInfo) => asksForAnyOf(info, COUNT_FIELDS);
