// One search over the selected company (issue 46 §4, docs/decisions/0083): each kind the caller may see,
// its closest hits and their count, one statement per kind on the trigram indexes of
// db/migrations/0025_search.sql.
import { searchKindsOf, SEARCH_HITS_PER_KIND, SEARCH_MAX_LENGTH, type SearchKind } from "../../domain/search";
import type { ApiContext } from "../core/context";
import { badInput } from "../core/errors";
import type { ContractLine, SearchHit, SearchResults } from "../core/schema-types.generated";
import { CONTRACT_FROM, contractLinesOf } from "../contracts/contract-model";

/**
 * The statements' parameters, the first `arity` of: $1 the company, $2 the text as a LIKE pattern's
 * middle (its wildcards escaped), $3 the closest hits' number, $4 the text as typed, $5 the contract
 * lines the caller sees. (A parameter a statement does not use would have no type.) Both sides are
 * compared as search_text() makes them: lower case, accents taken off.
 */
const containsText = (expression: string) => `search_text(${expression}) like '%' || search_text($2) || '%'`;

/** How close a name comes to the text: pg_trgm's word similarity, 1 when the text is a word of the name. */
const closenessTo = (expression: string) => `word_similarity(search_text($4), search_text(${expression}))`;

/**
 * A name holds the text, or comes close to it (`<%`: a word similarity of pg_trgm's threshold, 0.6, or
 * more): "gossens" finds Goossens, "claes sofie" Sofie Claes. Numbers are only ever held: 1235 is no near
 * miss of 1234.
 */
const nameMatches = (expression: string) => `(${containsText(expression)} or search_text($4) <% search_text(${expression}))`;

const FULL_NAME = (alias: string) => `${alias}.first_name || ' ' || ${alias}.last_name`;

/** The closest $3 hits of a query of hits with a closeness, each with the count of them all. */
const closest = (hits: string, order = "closeness desc, name, id") =>
  `select *, count(*) over ()::int as total_count from (${hits}) hit order by ${order} limit $3`;

const STATEMENTS: Record<SearchKind, { sql: string; arity: number }> = {
  // Archived members too: their profile is still theirs to open.
  employees: {
    arity: 5,
    sql: closest(`
    select e.id, ${FULL_NAME("e")} as name, null as line, ${closenessTo(FULL_NAME("e"))} as closeness
      from team_members t join employees e on e.id = t.employee_id
      where 'payroll' = any($5::text[]) and t.company_id = $1 and ${nameMatches(FULL_NAME("e"))}
    union all
    select s.id, ${FULL_NAME("s")}, s.kind, ${closenessTo(FULL_NAME("s"))}
      from selection_team_members s
      where s.company_id = $1 and s.kind = any($5::text[]) and ${nameMatches(FULL_NAME("s"))}`),
  },
  // A contract's number, or its employee's or selection worker's name, each by its own index; a number holds the text whole.
  contracts: {
    arity: 5,
    sql: closest(
      `select c.id, person.first_name || ' ' || person.last_name as name, c.contract_number as number, c.line,
        to_char(c.start_date, 'YYYY-MM-DD') as start_date, to_char(c.end_date, 'YYYY-MM-DD') as end_date, found.closeness
      ${CONTRACT_FROM}
      join (select id, max(closeness) as closeness from (
          select id, 1 as closeness from contracts where company_id = $1 and ${containsText("contract_number")}
          union all
          select c.id, ${closenessTo(FULL_NAME("e"))} from employees e join contracts c on c.employee_id = e.id
            where c.company_id = $1 and ${nameMatches(FULL_NAME("e"))}
          union all
          select c.id, ${closenessTo(FULL_NAME("s"))} from selection_team_members s join contracts c on c.selection_member_id = s.id
            where c.company_id = $1 and ${nameMatches(FULL_NAME("s"))}
        ) matched group by id) found on found.id = c.id
      where c.line = any($5::text[]) and c.state <> 'cancelled'`,
      "closeness desc, start_date desc, id desc",
    ),
  },
  positions: { arity: 4, sql: closest(`select id, name, ${closenessTo("name")} as closeness from positions where company_id = $1 and ${nameMatches("name")}`) },
  costPlaces: {
    arity: 4,
    sql: closest(`select id, name, ${closenessTo("name")} as closeness from cost_places where company_id = $1 and ${nameMatches("name")}`),
  },
  // An invoice's name is its number: the latest first.
  invoices: {
    arity: 3,
    sql: closest(`select id, name, expires_on from invoices where company_id = $1 and ${containsText("name")}`, "expires_on desc, id desc"),
  },
};

type HitRow = {
  id: number;
  name: string;
  number?: string | null;
  line?: ContractLine | null;
  start_date?: string;
  end_date?: string;
  total_count: number;
};

const hitOf = (row: HitRow): SearchHit => ({
  id: String(row.id),
  name: row.name,
  number: row.number ?? null,
  line: row.line ?? null,
  startDate: row.start_date ?? null,
  endDate: row.end_date ?? null,
});

/** The middle of a LIKE pattern that holds `text` as it is: LIKE's own wildcards and escape character match themselves. */
const likeMiddle = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The selected company's hits of each kind the caller may see, null for the others. Errors: SEARCH_TOO_LONG. */
export async function search(context: ApiContext, typed: string): Promise<SearchResults> {
  const text = typed.trim();
  if (text.length > SEARCH_MAX_LENGTH) throw badInput("SEARCH_TOO_LONG");
  const { companyId, capabilities, lines } = await contractLinesOf(context);
  const kinds = searchKindsOf(capabilities);
  const results: SearchResults = { employees: null, contracts: null, positions: null, costPlaces: null, invoices: null };
  for (const kind of kinds) {
    const { sql, arity } = STATEMENTS[kind];
    const rows = text ? await context.db.query<HitRow>(sql, [companyId, likeMiddle(text), SEARCH_HITS_PER_KIND, text, lines].slice(0, arity)) : [];
    results[kind] = { nodes: rows.map(hitOf), totalCount: rows[0]?.total_count ?? 0 };
  }
  return results;
}
