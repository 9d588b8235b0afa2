// The contract wizard's position list (docs/decisions/0037): every approved position of the company can
// be chosen. A select beyond POSITION_SELECT_LIMIT options cannot be used (nor can the API answer more in
// one page), so above it the General step shows a search, a submit button that narrows the list and
// works without JavaScript.

/** The most options the position select shows, and the API's largest page. */
export const POSITION_SELECT_LIMIT = 100;
/** The General step's address parameter holding the search typed for a position. */
export const POSITION_SEARCH_PARAM = "positionSearch";
/** The General step's button that narrows the position list, after saving what was typed. */
export const SEARCH_POSITIONS_INTENT = "searchPositions";

/** A position as the API lists it: whether it needs a work post sheet, and its sheet when it has one. */
type Listed = { id: string; name: string; wpsRequired: boolean; workPostSheet?: unknown };
/** workPostSheetMissing: it needs a sheet and has none, so it cannot be contracted yet (domain/contract.ts). */
type Choice = { id: string; name: string; workPostSheetMissing: boolean };

export type PositionChoices = {
  options: Choice[];
  search: string;
  /** Whether the step shows the search: there are too many positions for the select, or a search is on. */
  searchShown: boolean;
  /** How many positions match when the select shows only the first POSITION_SELECT_LIMIT of them; null when it shows all. */
  matching: number | null;
};

/** The position select's options: the matching approved positions, and the draft's own one first when they leave it out. */
export function positionChoicesOf(page: { totalCount: number; nodes: Listed[] }, chosen: Listed | null | undefined, search: string): PositionChoices {
  const choiceOf = ({ id, name, wpsRequired, workPostSheet }: Listed): Choice => ({ id, name, workPostSheetMissing: wpsRequired && !workPostSheet });
  const listed = page.nodes.map(choiceOf);
  const options = chosen && !listed.some((node) => node.id === chosen.id) ? [choiceOf(chosen), ...listed] : listed;
  return {
    options,
    search,
    searchShown: search !== "" || page.totalCount > POSITION_SELECT_LIMIT,
    matching: page.totalCount > page.nodes.length ? page.totalCount : null,
  };
}

/** The search typed in the General step's address, trimmed; "" when none. */
export const positionSearchOf = (url: URL) => url.searchParams.get(POSITION_SEARCH_PARAM)?.trim().slice(0, 100) ?? "";

/** Where the search button leads: the General step's address (its own query kept) narrowed by what was typed, at the search. */
export function positionSearchAddress(stepAddress: string, typed: string): string {
  const address = new URL(stepAddress, "http://portal");
  const search = typed.trim().slice(0, 100);
  if (search) address.searchParams.set(POSITION_SEARCH_PARAM, search);
  else address.searchParams.delete(POSITION_SEARCH_PARAM);
  return `${address.pathname}${address.search}#position-search`;
}
