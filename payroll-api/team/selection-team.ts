// The selected company's selection team (part 1 §2.4, §3): its interim or construct workers, for a user
// who validates the hours of that line of work.
import { notAllowed } from "../core/errors";
import { pageOf, pageWindow, type PageArguments } from "../core/pagination";
import type { QuerySelectionTeamArgs, WorkerType } from "../core/schema-types.generated";
import { nameMatches } from "../db/name-search";
import { ageToday, requireTeamPages, searchPatterns } from "./team-lists";
import type { ApiContext } from "../core/context";

type SelectionTeamRow = {
  id: number;
  first_name: string;
  last_name: string;
  city: string | null;
  birthdate: string | null;
  worker_type: WorkerType;
};

export async function selectionTeam(context: ApiContext, { kind, search, page, pageSize }: QuerySelectionTeamArgs & PageArguments) {
  const { companyId, pages } = await requireTeamPages(context);
  if (!pages.selectionKinds.includes(kind)) throw notAllowed();
  const window = pageWindow(page, pageSize);
  // selection_team_members_list_idx serves the company, the kind and the order.
  const where = `s.company_id = $1 and s.kind = $2 and ${nameMatches("s", "$3")}`;
  const params = [companyId, kind, searchPatterns(search)];
  const [{ count }] = await context.db.query<{ count: number }>(`select count(*)::int as count from selection_team_members s where ${where}`, params);
  const rows = await context.db.query<SelectionTeamRow>(
    `select s.id, s.first_name, s.last_name, s.city, to_char(s.birthdate, 'YYYY-MM-DD') as birthdate, s.worker_type
       from selection_team_members s where ${where} order by s.sort_name, s.id limit $4 offset $5`,
    [...params, window.limit, window.offset],
  );
  const members = rows.map((row) => ({
    id: String(row.id),
    firstName: row.first_name,
    lastName: row.last_name,
    location: row.city,
    age: ageToday(row.birthdate),
    workerType: row.worker_type,
  }));
  return pageOf(members, count, window);
}
