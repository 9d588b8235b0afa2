// The contracts lists (part 2 §2 screens 8 and 9): a line's contracts by page or after a cursor, the
// contracts near their end with their extension status, and the dashboard's count of those to extend.
import { addDays, todayInBelgium } from "../../domain/belgian-time";
import { isCalendarDate } from "../../domain/calendar-date";
import type { ContractStatus } from "../../domain/contract-status";
import { EXTENSION_CLOSES_DAYS_AFTER_END, EXTENSION_OPENS_DAYS_BEFORE_END } from "../../domain/contract-status";
import { CONTRACT_DURATION_MONTHS, type ContractDuration } from "../../domain/contract-duration";
import type { ApiContext } from "../core/context";
import { badInput } from "../core/errors";
import { afterCursor, cursorOf, pageOf, pageWindow } from "../core/pagination";
import type { ContractLine } from "../core/schema-types.generated";
import { nameMatches } from "../db/name-search";
import { searchPatterns } from "../team/team-lists";
import { CONTRACT_FROM, CONTRACT_SELECT, contractLinesOf, requireContractLine, standingOf, type ContractRow } from "./contract-model";

/** The SQL condition of a list status, as domain/contract-status.ts contractStatusOf decides it ($today: Belgian today). */
const STATUS_CONDITION: Record<ContractStatus, string> = {
  requested: "c.state = 'requested' and c.request is null",
  refused: "c.state = 'refused'",
  approved: "c.state = 'approved' and c.request is null and c.start_date > $today",
  ongoing: "c.state = 'approved' and c.request is null and c.start_date <= $today and c.end_date >= $today",
  past: "c.state = 'approved' and c.request is null and c.end_date < $today",
  contract_cancellation_pending: "c.request = 'contract_cancellation_pending'",
  contract_cancellation_refused: "c.request = 'contract_cancellation_refused'",
  workday_cancellation_pending: "c.request = 'workday_cancellation_pending'",
  workday_cancellation_refused: "c.request = 'workday_cancellation_refused'",
};

const today = () => todayInBelgium(new Date());

/**
 * The SQL condition of a duration option, as domain/contract-duration.ts contractDurationOf decides it:
 * the day after the last is later than the start plus `over` months and no later than the start plus
 * `upTo` months (PostgreSQL, like addMonths, moves the 31st to a shorter month's last day).
 */
function durationCondition(duration: ContractDuration): string {
  const { over, upTo } = CONTRACT_DURATION_MONTHS[duration];
  const after = `c.end_date + 1 > c.start_date + interval '${over} months'`;
  return upTo === null ? after : `${after} and c.end_date + 1 <= c.start_date + interval '${upTo} months'`;
}

/** What a contracts list is filtered by; an absent or null field does not filter. */
export type ContractListFilter = {
  status?: ContractStatus | null;
  from?: string | null;
  to?: string | null;
  search?: string | null;
  duration?: ContractDuration | null;
};

/** Which page of a contracts list: the page-th, or the one after a cursor; `counted` when the caller wants the count. */
export type ContractPageRequest = { page: number; pageSize: number; after?: string | null; counted: boolean };

/**
 * A page of a line's contracts, latest start first: the page-th, or, with `after` (the export reading
 * the whole list), the one right after the contract that cursor names, found on
 * contracts_company_line_start_idx by (start_date, id) instead of an offset.
 */
export async function contractPage(
  context: ApiContext,
  line: ContractLine,
  filter: ContractListFilter | null | undefined,
  { page, pageSize, after, counted }: ContractPageRequest,
) {
  const window = pageWindow(page, pageSize);
  const afterKey = after == null ? null : afterCursor(after, isCalendarDate);
  const { companyId } = await requireContractLine(context, line);
  if (filter?.from && filter.to && filter.from > filter.to) throw badInput("PERIOD_INVALID");
  const patterns = searchPatterns(filter?.search);
  const params: unknown[] = [companyId, line, patterns, filter?.from ?? null, filter?.to ?? null, today()];
  const status = filter?.status ? `and ${STATUS_CONDITION[filter.status].replaceAll("$today", "$6::date")}` : "";
  const duration = filter?.duration ? `and ${durationCondition(filter.duration)}` : "";
  // Without a search the name condition is left out, not given no words: it is a subquery per contract,
  // evaluated for every contract the filter keeps by each page's count, 101 times in a 10,000-row export (decision 50).
  const name = patterns.length > 0 ? `and ${nameMatches("person", "$3")}` : "and $3::text[] is not null";
  const where = `where c.company_id = $1 and c.line = $2 and c.state <> 'cancelled' ${name}
    and ($4::date is null or c.end_date >= $4::date) and ($5::date is null or c.start_date <= $5::date) and $6::date is not null ${status} ${duration}`;
  const keyset = afterKey ? "and (c.start_date, c.id) < ($7::date, $8::int)" : "";
  // One row more than the page tells whether another page follows.
  const rowsQuery = `${CONTRACT_SELECT} ${where} ${keyset} order by c.start_date desc, c.id desc limit ${window.limit + 1} offset ${afterKey ? 0 : window.offset}`;
  const [rows, count] = await Promise.all([
    context.db.query<ContractRow>(rowsQuery, afterKey ? [...params, afterKey.sortKey, afterKey.id] : params),
    counted ? context.db.query<{ count: number }>(`select count(*)::int as count ${CONTRACT_FROM} ${where}`, params).then(([row]) => row.count) : null,
  ]);
  const nodes = rows.slice(0, window.limit);
  const last = nodes.at(-1);
  return { ...pageOf(nodes, count, window), nextCursor: rows.length > window.limit && last ? cursorOf(last.start_date, last.id) : null };
}

/** Contracts near their end or being extended: those within the extension list's reach, by their extension status. */
export async function extensionPage(context: ApiContext, line: ContractLine, status: string | null | undefined, page: number, pageSize: number) {
  const window = pageWindow(page, pageSize);
  const { companyId } = await requireContractLine(context, line);
  const day = today();
  // A contract expired more than a month ago is no longer shown; the extension window is domain/contract-status.ts's.
  const rows = await context.db.query<ContractRow>(
    `${CONTRACT_SELECT} where c.company_id = $1 and c.line = $2 and c.state in ('requested', 'approved')
       and c.end_date between $3::date and $4::date order by c.end_date desc, c.id desc`,
    [companyId, line, addDays(day, -(EXTENSION_CLOSES_DAYS_AFTER_END + 30)), addDays(day, EXTENSION_OPENS_DAYS_BEFORE_END)],
  );
  const standings = await Promise.all(rows.map((row) => standingOf(context, row)));
  const listed = rows.filter((_, index) => standings[index].extensionStatus !== null && (!status || standings[index].extensionStatus === status));
  return { ...pageOf(listed.slice(window.offset, window.offset + window.limit), listed.length, window), nextCursor: null };
}

/**
 * The dashboard's contracts to extend: those the extension list it leads to shows as to extend, counted
 * in one statement on every page. Its condition is extensionStatusOf's "to_extend" (domain/contract-status.ts);
 * the API tests check the count against the list.
 */
export async function contractsToExtendCount(context: ApiContext): Promise<number> {
  const { companyId, extensionLines } = await contractLinesOf(context);
  if (extensionLines.length === 0) return 0;
  const [{ count }] = await context.db.query<{ count: number }>(
    `select count(*)::int as count from contracts c
     left join lateral (select e.state from contract_extensions e where e.contract_id = c.id order by e.id desc limit 1) latest on true
     where c.company_id = $1 and c.line = any($2::text[]) and c.state in ('requested', 'approved') and not c.extension_stopped
       and (latest.state is null or latest.state = 'refused') and c.end_date between $3::date and $4::date`,
    [companyId, extensionLines, addDays(today(), -EXTENSION_CLOSES_DAYS_AFTER_END), addDays(today(), EXTENSION_OPENS_DAYS_BEFORE_END)],
  );
  return count;
}
