// The selected company's selection team (part 1 §2.4, §3): its interim or construct workers, for a user
// who validates the hours of that line of work.
import { notAllowed } from "../core/errors";
import { afterCursor, cursorOf, pageOf, pageWindow, type PageArguments } from "../core/pagination";
import type { SelectionKind, WorkerType } from "../core/schema-types.generated";
import { nameMatches } from "../db/name-search";
import { ageToday, requireTeamPages, searchPatterns } from "./team-lists";
import type { ApiContext } from "../core/context";

/** Which workers and which page: the line of work, words of their names, the page-th or the one after a cursor. */
type SelectionTeamArguments = PageArguments & { kind: SelectionKind; search?: string | null; after?: string | null };

type SelectionTeamRow = {
  id: number;
  first_name: string;
  last_name: string;
  city: string | null;
  birthdate: string | null;
  worker_type: WorkerType;
  sort_name: string;
};

/** A page of the selection team; counted only when `counted` (the screen asks for the count, the export does not). */
export async function selectionTeam(context: ApiContext, { kind, search, page, pageSize, after }: SelectionTeamArguments, counted: boolean) {
  const { companyId, pages } = await requireTeamPages(context);
  if (!pages.selectionKinds.includes(kind)) throw notAllowed();
  const window = pageWindow(page, pageSize);
  // Any text is a sort name: it is only compared with the index's.
  const afterKey = after == null ? null : afterCursor(after, () => true);
  // selection_team_members_list_idx serves the company, the kind and the order, and the cursor's
  // (sort name, id) on it when the export reads the list through. Without a search the name condition
  // is left out, not given no words: the planner cannot see it keeps every row, and would sort the
  // whole line for each page instead of reading the index (EXPLAIN on 10,000 workers, decision 50).
  const patterns = searchPatterns(search);
  const name = patterns.length > 0 ? nameMatches("s", "$3") : "$3::text[] is not null";
  const where = `s.company_id = $1 and s.kind = $2 and ${name}`;
  const params = [companyId, kind, patterns];
  const count = counted
    ? (await context.db.query<{ count: number }>(`select count(*)::int as count from selection_team_members s where ${where}`, params))[0].count
    : null;
  // One row more than the page tells whether another page follows.
  const rows = await context.db.query<SelectionTeamRow>(
    `select s.id, s.first_name, s.last_name, s.city, to_char(s.birthdate, 'YYYY-MM-DD') as birthdate, s.worker_type, s.sort_name
       from selection_team_members s where ${where} ${afterKey ? "and (s.sort_name, s.id) > ($6, $7::int)" : ""}
       order by s.sort_name, s.id limit $4 offset $5`,
    [...params, window.limit + 1, afterKey ? 0 : window.offset, ...(afterKey ? [afterKey.sortKey, afterKey.id] : [])],
  );
  const members = rows.slice(0, window.limit).map((row) => ({
    id: String(row.id),
    firstName: row.first_name,
    lastName: row.last_name,
    location: row.city,
    age: ageToday(row.birthdate),
    workerType: row.worker_type,
  }));
  const last = rows.length > window.limit ? rows[window.limit - 1] : null;
  return { ...pageOf(members, count, window), nextCursor: last ? cursorOf(last.sort_name, last.id) : null };
}
