import { Readable, pipeline } from "node:stream";
import { stringify } from "csv-stringify";
import { todayInBelgium } from "~domain/belgian-time";
import { neutraliseFormula } from "~domain/spreadsheet-cell";
import { loadFromApi } from "./api-calls.server";
import { reportServerError } from "./error-reporting.server";
import { languageOf } from "./i18next.server";
import { attachmentNamed, csvFileName, spreadsheetConventionsOf, spreadsheetDate, spreadsheetEuros, type SpreadsheetConventions } from "./spreadsheet-format";

// A list as a CSV file (issue 32): every row that passes the page's filters, read from the API a page
// at a time and written as it comes, so that 10,000 rows never sit in memory (docs/decisions/0050).

/** The API's largest page (payroll-api/graphql/pagination.ts): the fewest round trips. */
export const EXPORT_PAGE_SIZE = 500;

/** What the answer hands on at once: a page's rows, not one record at a time, which compression would flush one by one. */
const CHUNK_BYTES = 16 * 1024;

/** One column: its translated header and how a row gives its cell. Only text is the user's; the rest the export writes itself. */
export type CsvColumn<Row> = { header: string } & (
  { text: (row: Row) => string | null } | { date: (row: Row) => string | null } | { euros: (row: Row) => number } | { whole: (row: Row) => number | null }
);

/**
 * A page of an API list: one read by keyset (docs/decisions/0050) gives the cursor of the next page,
 * null on the last, and no count; one read by page number, how many pages there are.
 */
type ApiPage<Node> = { nodes: Node[]; page: number } & ({ nextCursor: string | null } | { pageCount: number });

/** How an export asks for a page: the page-th, or, for a list read by keyset, the one after the cursor `after` (null: the first). */
export type ExportPaging = { page: number; pageSize: number; after: string | null };

type FetchPage<Node> = (paging: ExportPaging) => Promise<ApiPage<Node>>;

const hasNextPage = (page: ApiPage<unknown>) => ("nextCursor" in page ? page.nextCursor !== null : page.page < page.pageCount);
const cursorAfter = (page: ApiPage<unknown>) => ("nextCursor" in page ? page.nextCursor : null);

/**
 * Every page of a paginated API list, by the cursor when the list gives one, else by page number. The
 * first is read before the answer starts, so that a refusal or an outage is the answer's status; each
 * next one is asked for while the previous one is written. A download the user stopped asks for no more.
 */
export async function apiPages<Node>(request: Request, fetchPage: FetchPage<Node>): Promise<AsyncIterable<Node[]>> {
  const first = await loadFromApi(request, () => fetchPage({ page: 1, pageSize: EXPORT_PAGE_SIZE, after: null }));
  return (async function* () {
    let current = first;
    while (hasNextPage(current) && !request.signal.aborted) {
      const next = fetchPage({ page: current.page + 1, pageSize: EXPORT_PAGE_SIZE, after: cursorAfter(current) });
      // Waited for below; a download stopped while it is under way must not leave it unhandled.
      next.catch(() => undefined);
      yield current.nodes;
      current = await next;
    }
    yield current.nodes;
  })();
}

function cellOf<Row>(column: CsvColumn<Row>, row: Row, conventions: SpreadsheetConventions): string {
  if ("text" in column) return neutraliseFormula(column.text(row) ?? "");
  if ("date" in column) {
    const date = column.date(row);
    return date ? spreadsheetDate(date) : "";
  }
  if ("euros" in column) return spreadsheetEuros(column.euros(row), conventions);
  return String(column.whole(row) ?? "");
}

/**
 * The CSV answer: UTF-8 with a byte-order mark (Excel reads accents right only with it), the separator
 * of the user's language, a header row, one record per row, each text neutralised against formulas,
 * and a file name in the page's language with the Belgian day.
 */
export async function csvResponse<Row>(
  request: Request,
  { title, columns, pages }: { title: string; columns: CsvColumn<Row>[]; pages: AsyncIterable<Row[]> | Iterable<Row[]> },
) {
  const language = await languageOf(request);
  const conventions = spreadsheetConventionsOf(language);
  async function* records() {
    yield columns.map((column) => neutraliseFormula(column.header));
    for await (const page of pages) for (const row of page) yield columns.map((column) => cellOf(column, row, conventions));
  }
  const csv = stringify({ bom: true, delimiter: conventions.delimiter, record_delimiter: "windows" });
  // A failure half-way (the API gone after the first pages) ends the download as failed, never as a short file.
  pipeline(Readable.from(records()), csv, (error) => {
    if (error && !request.signal.aborted) reportServerError(request, error);
  });
  return new Response(inChunks(csv), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": attachmentNamed(csvFileName(title, language, todayInBelgium(new Date()))),
      "Cache-Control": "private, no-store",
    },
  });
}

/** The CSV as the answer's body, in chunks of about CHUNK_BYTES, read from the stringifier only as fast as the answer is sent. */
function inChunks(csv: Readable): ReadableStream<Uint8Array> {
  const chunks = csv[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const batch: Buffer[] = [];
      let size = 0;
      let done = false;
      while (size < CHUNK_BYTES && !done) {
        const next = await chunks.next();
        if (next.done) done = true;
        else {
          batch.push(next.value);
          size += next.value.length;
        }
      }
      if (batch.length > 0) controller.enqueue(new Uint8Array(Buffer.concat(batch)));
      if (done) controller.close();
    },
    async cancel() {
      await chunks.return?.();
    },
  });
}
