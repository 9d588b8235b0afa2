import { apiPages, csvResponse, EXPORT_PAGE_SIZE, type CsvColumn } from "./csv-export.server";

type Member = { name: string; born: string | null; totalCents: number; age: number | null };

const columns: CsvColumn<Member>[] = [
  { header: "Name", text: (row) => row.name },
  { header: "Born", date: (row) => row.born },
  { header: "Total", euros: (row) => row.totalCents },
  { header: "Age", whole: (row) => row.age },
];

const requestIn = (language: string) => new Request("http://portal.test/team/payroll-team/export.csv", { headers: { "accept-language": language } });

async function* pagesOf(...pages: Member[][]) {
  for (const page of pages) yield page;
}

const BOM = "\uFEFF";

describe("csvResponse", () => {
  const members: Member[] = [
    { name: "Jonas Hermans", born: "1994-03-12", totalCents: 123450, age: 32 },
    { name: '=HYPERLINK("x")', born: null, totalCents: -1250, age: null },
  ];

  it("writes Dutch with a byte-order mark, semicolons, decimal commas and Belgian dates, each text neutralised", async () => {
    const response = await csvResponse(requestIn("nl"), { title: "Payrollteam", columns, pages: pagesOf(members) });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="payrollteam-\d{4}-\d{2}-\d{2}\.csv"/);
    const body = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(body).toBe(`${BOM}Name;Born;Total;Age\r\nJonas Hermans;12/03/1994;1234,50;32\r\n"'=HYPERLINK(""x"")";;-12,50;\r\n`);
  });

  it("writes English with commas and decimal points, quoting a text that holds a comma", async () => {
    const response = await csvResponse(requestIn("en"), {
      title: "Payroll team",
      columns,
      pages: pagesOf([{ name: "Peeters, An", born: "2026-12-31", totalCents: 5, age: 0 }]),
    });
    const body = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(body).toBe(`${BOM}Name,Born,Total,Age\r\n"Peeters, An",31/12/2026,0.05,0\r\n`);
  });

  it("writes the header alone for a list without rows", async () => {
    const response = await csvResponse(requestIn("fr"), { title: "Factures", columns, pages: pagesOf([]) });
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer())).toBe(`${BOM}Name;Born;Total;Age\r\n`);
  });

  it("fails the download when a page cannot be read half-way, rather than end it short", async () => {
    async function* failing() {
      yield members;
      throw new Error("the API went away");
    }
    const response = await csvResponse(requestIn("nl"), { title: "Payrollteam", columns, pages: failing() });
    await expect(response.text()).rejects.toThrow();
  });
});

describe("apiPages", () => {
  const pageAnswer = (page: number, pageCount: number) => ({ nodes: [`row ${page}`], page, pageCount });

  it("reads every page, the largest the API allows", async () => {
    const asked: [number, number][] = [];
    const pages = await apiPages(requestIn("nl"), async ({ page, pageSize }) => {
      asked.push([page, pageSize]);
      return pageAnswer(page, 3);
    });
    const rows: string[] = [];
    for await (const page of pages) rows.push(...page);
    expect(rows).toEqual(["row 1", "row 2", "row 3"]);
    expect(asked).toEqual([
      [1, EXPORT_PAGE_SIZE],
      [2, EXPORT_PAGE_SIZE],
      [3, EXPORT_PAGE_SIZE],
    ]);
  });

  it("asks for the next page while the previous one is written, and never for more than one ahead", async () => {
    const asked: number[] = [];
    const pages = await apiPages(requestIn("nl"), async ({ page }) => {
      asked.push(page);
      return pageAnswer(page, 4);
    });
    const iterator = pages[Symbol.asyncIterator]();
    await iterator.next();
    expect(asked).toEqual([1, 2]);
    await iterator.next();
    expect(asked).toEqual([1, 2, 3]);
  });

  it("follows the list's cursor when it gives one, to its last page", async () => {
    const asked: [number, string | null][] = [];
    const pages = await apiPages(requestIn("nl"), async ({ page, after }) => {
      asked.push([page, after]);
      // A list read by keyset gives no count: the cursor alone decides.
      return { nodes: [`row ${page}`], page, nextCursor: page < 3 ? `after ${page}` : null };
    });
    const rows: string[] = [];
    for await (const page of pages) rows.push(...page);
    expect(rows).toEqual(["row 1", "row 2", "row 3"]);
    expect(asked).toEqual([
      [1, null],
      [2, "after 1"],
      [3, "after 2"],
    ]);
  });

  it("asks for no more pages once the download is stopped", async () => {
    const controller = new AbortController();
    const request = new Request("http://portal.test/invoices/export.csv", { signal: controller.signal });
    const asked: number[] = [];
    const pages = await apiPages(request, async ({ page }) => {
      asked.push(page);
      return pageAnswer(page, 10);
    });
    const iterator = pages[Symbol.asyncIterator]();
    await iterator.next();
    controller.abort();
    await iterator.next();
    await iterator.next();
    expect(asked).toEqual([1, 2]);
  });
});
