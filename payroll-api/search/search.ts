// One search over the selected company (issue 46 §4, docs/decisions/0083): each kind the caller may see,
// its closest hits and their count, in one statement on the search columns and trigram indexes of
// db/migrations/0025_search.sql.
import { searchKindsOf, SEARCH_HITS_PER_KIND, SEARCH_MAX_LENGTH, SEARCH_KINDS, type SearchKind } from "../../domain/search";
import type { ApiContext } from "../core/context";
import { badInput } from "../core/errors";
import type { ContractLine, SearchHit, SearchResults } from "../core/schema-types.generated";
import { CONTRACT_FROM, contractLinesOf } from "../contracts/contract-model";

/*
 * The statement's parameters: $1 the company, $2 the text as a LIKE pattern's middle (its wildcards
 * escaped), $3 the closest hits' number, $4 the text as typed, $5 the contract lines the caller sees, $6
 * the kinds the caller may see (a kind left out is a one-time false filter: its tables are not read).
 * The text is compared as search_text() makes it with the rows' search_name and search_number, which
 * hold their names and numbers made so: lower case, accents taken off.
 */
const holdsText = (column: string) => `${column} like '%' || search_text($2) || '%'`;

/** How close a name comes to the text: pg_trgm's word similarity, 1 when the text is a word of the name. */
const closenessTo = (column: string) => `word_similarity(search_text($4), ${column})`;

/**
 * A name holds the text, or comes close to it (`<%`: a word similarity of pg_trgm's threshold, 0.6, or
 * more): "gossens" finds Goossens, "claes sofie" Sofie Claes. Numbers are only ever held: 1235 is no near
 * miss of 1234.
 */
const nameMatches = (column: string) => `(${holdsText(column)} or search_text($4) <% ${column})`;

const mayFind = (...kinds: SearchKind[]) => `(${kinds.map((kind) => `'${kind}' = any($6::text[])`).join(" or ")})`;

/** A kind's closest $3 hits of a query of hits, each with the kind and the count of them all. */
const closest = (kind: SearchKind, hits: string, order = "closeness desc, name, id") =>
  `(select '${kind}' as kind, id, name, number, line, start_date, end_date, count(*) over ()::int as total_count
    from (${hits}) hit order by ${order} limit $3)`;

const NO_CONTRACT = "null::text as number, null::text as line, null::text as start_date, null::text as end_date";

/**
 * A subquery run for each person (or contract) found, on its index: the few the text finds are looked up
 * one by one rather than joined with every member or contract of the company. (OFFSET 0 keeps the
 * planner from making it a join, which its estimate of the matches, pg_trgm's fixed guess, would have
 * hashed over a scan of the whole table.)
 */
const perPerson = (subquery: string) => `${subquery} offset 0`;

/**
 * Contracts by number, or by their employee's or selection worker's name; cancelled contracts are in no
 * list. The closest $3 are chosen first and only they are read whole, with their person.
 */
const contractHits = `(select 'contracts' as kind, top.id, contract.name, contract.number, contract.line, contract.start_date, contract.end_date,
    top.total_count
  from (select found.id, found.closeness, c.start_date, count(*) over ()::int as total_count
      from (select id, max(closeness) as closeness from (
          select id, 1 as closeness from contracts where ${mayFind("contracts")} and company_id = $1 and ${holdsText("search_number")}
          union all
          select c.id, p.closeness from people p
            cross join lateral (${perPerson("select c.id from contracts c where c.employee_id = p.id and c.company_id = $1")}) c
            where ${mayFind("contracts")}
          union all
          select c.id, w.closeness from workers w
            cross join lateral (${perPerson("select c.id from contracts c where c.selection_member_id = w.id")}) c
            where ${mayFind("contracts")}
        ) matched group by id) found
      cross join lateral (${perPerson("select c.start_date from contracts c where c.id = found.id and c.line = any($5::text[]) and c.state <> 'cancelled'")}) c
      order by found.closeness desc, c.start_date desc, found.id desc limit $3) top
  cross join lateral (${perPerson(`select person.first_name || ' ' || person.last_name as name, c.contract_number as number, c.line,
      to_char(c.start_date, 'YYYY-MM-DD') as start_date, to_char(c.end_date, 'YYYY-MM-DD') as end_date
    ${CONTRACT_FROM} where c.id = top.id`)}) contract
  order by top.closeness desc, top.start_date desc, top.id desc)`;

/**
 * People are matched once, for their own hits and their contracts': the employees the text finds (of
 * any company; their memberships and contracts say which are the selected one's) and the selected
 * company's selection workers on the caller's lines.
 */
const SEARCH = `with people as materialized (
    select id, first_name || ' ' || last_name as name, ${closenessTo("search_name")} as closeness from employees
    where ${mayFind("employees", "contracts")} and ${nameMatches("search_name")}
  ), workers as materialized (
    select id, kind, first_name || ' ' || last_name as name, ${closenessTo("search_name")} as closeness from selection_team_members
    where ${mayFind("employees", "contracts")} and company_id = $1 and kind = any($5::text[]) and ${nameMatches("search_name")}
  )
  ${closest(
    "employees",
    // Archived members too: their profile is still theirs to open.
    `select p.id, p.name, p.closeness, ${NO_CONTRACT}
       from people p cross join lateral (${perPerson("select 1 from team_members t where t.employee_id = p.id and t.company_id = $1")}) member
       where ${mayFind("employees")} and 'payroll' = any($5::text[])
     union all
     select id, name, closeness, null, kind, null, null from workers where ${mayFind("employees")}`,
  )}
  union all
  ${contractHits}
  union all
  ${closest(
    "positions",
    `select id, name, ${closenessTo("search_name")} as closeness, ${NO_CONTRACT}
     from positions where ${mayFind("positions")} and company_id = $1 and ${nameMatches("search_name")}`,
  )}
  union all
  ${closest(
    "costPlaces",
    `select id, name, ${closenessTo("search_name")} as closeness, ${NO_CONTRACT}
     from cost_places where ${mayFind("costPlaces")} and company_id = $1 and ${nameMatches("search_name")}`,
  )}
  union all
  ${closest(
    "invoices",
    // An invoice's name is its number: the latest first.
    `select id, name, expires_on, ${NO_CONTRACT} from invoices where ${mayFind("invoices")} and company_id = $1 and ${holdsText("search_name")}`,
    "expires_on desc, id desc",
  )}`;

type HitRow = {
  kind: SearchKind;
  id: number;
  name: string;
  number: string | null;
  line: ContractLine | null;
  start_date: string | null;
  end_date: string | null;
  total_count: number;
};

const hitOf = (row: HitRow): SearchHit => ({
  id: String(row.id),
  name: row.name,
  number: row.number,
  line: row.line,
  startDate: row.start_date,
  endDate: row.end_date,
});

/** The middle of a LIKE pattern that holds `text` as it is: LIKE's own wildcards and escape character match themselves. */
const likeMiddle = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The selected company's hits of each kind the caller may see, null for the others. Errors: SEARCH_TOO_LONG. */
export async function search(context: ApiContext, typed: string): Promise<SearchResults> {
  const text = typed.trim();
  if (text.length > SEARCH_MAX_LENGTH) throw badInput("SEARCH_TOO_LONG");
  const { companyId, capabilities, lines } = await contractLinesOf(context);
  const kinds = searchKindsOf(capabilities);
  const rows = text ? await context.db.query<HitRow>(SEARCH, [companyId, likeMiddle(text), SEARCH_HITS_PER_KIND, text, lines, kinds]) : [];
  const results: SearchResults = { employees: null, contracts: null, positions: null, costPlaces: null, invoices: null };
  for (const kind of SEARCH_KINDS.filter((one) => kinds.includes(one))) {
    const hits = rows.filter((row) => row.kind === kind);
    results[kind] = { nodes: hits.map(hitOf), totalCount: hits[0]?.total_count ?? 0 };
  }
  return results;
}
