// Invoices (Query.invoices and the invoice PDF), over HTTP on a fresh migrated and seeded database for
// this file. The seed gives Brouwerij De Klok 60 invoices (5 recent ones and 55 settled older ones) and
// Transport Peeters one.
import { addDays, todayInBelgium } from "../domain/belgian-time";
import { companyIdOf, errorCode, type GraphqlAnswer, useTestApi } from "./test-support";

const t = useTestApi();
let klok: number;
let vermeulen: number;
let peeters: number;

beforeAll(async () => {
  klok = await companyIdOf(t, "Brouwerij De Klok");
  vermeulen = await companyIdOf(t, "Bakkerij Vermeulen");
  peeters = await companyIdOf(t, "Transport Peeters");
});

const { as } = t;

type InvoiceNode = { id: string; name: string; totalCents: number; expiresOn: string; status: string };
type Page = { nodes: InvoiceNode[]; totalCount: number; page: number; pageCount: number };

const INVOICES = `query Invoices($filter: InvoiceFilter, $page: Int!, $pageSize: Int!) {
  invoices(filter: $filter, page: $page, pageSize: $pageSize) { nodes { id name totalCents expiresOn status } totalCount page pageCount }
}`;

async function invoices(email: string, variables: { page?: number; pageSize?: number; filter?: { from?: string; to?: string } }) {
  return t.graphql<{ invoices: Page }>(INVOICES, { page: 1, pageSize: 25, ...variables }, await as(email));
}

async function page(email: string, variables: Parameters<typeof invoices>[1]): Promise<Page> {
  const answer = await invoices(email, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!.invoices;
}

/** De Klok's invoices straight from the table, in the list's order. */
async function klokInvoices(): Promise<InvoiceNode[]> {
  return t.api.db.query<InvoiceNode>(
    `select id::text as id, name, total_cents as "totalCents", to_char(expires_on, 'YYYY-MM-DD') as "expiresOn", status
     from invoices where company_id = $1 order by expires_on desc, id desc`,
    [klok],
  );
}

describe("the seed", () => {
  it("gives De Klok 60 invoices over about 18 months, still 3 unpaid and none overdue", async () => {
    const all = await klokInvoices();
    expect(all).toHaveLength(60);
    expect(new Set(all.map((i) => i.name)).size).toBe(60);
    for (const invoice of all) expect(invoice.name).toMatch(/^F20\d\d-\d{4}$/);
    expect(all.filter((i) => i.status === "not_paid")).toHaveLength(3);
    const [{ months }] = await t.api.db.query<{ months: number }>(
      "select (current_date - min(expires_on)) / 30 as months from invoices where company_id = $1",
      [klok],
    );
    expect(months).toBe(18);
    const dashboard = await t.graphql(
      "query { userDashboard { unpaidInvoicesCount } user { company { overdueInvoicesCount } } }",
      {},
      await as("employer@example.com"),
    );
    expect(dashboard.data).toEqual({ userDashboard: { unpaidInvoicesCount: 3 }, user: { company: { overdueInvoicesCount: 0 } } });
  });
});

describe("Query.invoices", () => {
  it("answers UNAUTHENTICATED without credentials", async () => {
    const answer = await t.graphql(INVOICES, { page: 1, pageSize: 25 });
    expect(errorCode(answer)).toBe("UNAUTHENTICATED");
  });

  it("pages through De Klok's invoices, latest expiration date first", async () => {
    const all = await klokInvoices();
    const first = await page("employer@example.com", { page: 1, pageSize: 25 });
    expect(first).toMatchObject({ totalCount: 60, page: 1, pageCount: 3 });
    expect(first.nodes).toHaveLength(25);
    const second = await page("employer@example.com", { page: 2, pageSize: 25 });
    expect(second).toMatchObject({ totalCount: 60, page: 2, pageCount: 3 });
    expect(second.nodes).toHaveLength(25);
    const third = await page("employer@example.com", { page: 3, pageSize: 25 });
    expect(third.nodes).toHaveLength(10);
    expect([...first.nodes, ...second.nodes, ...third.nodes]).toEqual(all);

    const dates = all.map((i) => i.expiresOn);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.nodes[0]).toMatchObject({ name: "F2026-0561", totalCents: 2210980, status: "not_paid" });
    expect(first.nodes[0].expiresOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("answers no nodes but the right counts beyond the last page", async () => {
    expect(await page("employer@example.com", { page: 4, pageSize: 25 })).toEqual({
      nodes: [],
      totalCount: 60,
      page: 4,
      pageCount: 3,
    });
    expect(await page("employer@example.com", { page: 1000, pageSize: 100 })).toEqual({
      nodes: [],
      totalCount: 60,
      page: 1000,
      pageCount: 1,
    });
  });

  it("defaults to the first page of 25", async () => {
    const answer = await t.graphql<{ invoices: Page }>("query { invoices { nodes { id } totalCount page pageCount } }", {}, await as("employer@example.com"));
    expect(answer.data?.invoices).toMatchObject({ totalCount: 60, page: 1, pageCount: 3 });
    expect(answer.data?.invoices.nodes).toHaveLength(25);
  });

  it("accepts page sizes from 1 to 500 and refuses 0 and 501 with PAGE_SIZE_INVALID", async () => {
    const one = await page("employer@example.com", { pageSize: 1 });
    expect(one).toMatchObject({ totalCount: 60, pageCount: 60 });
    expect(one.nodes).toHaveLength(1);
    const largest = await page("employer@example.com", { pageSize: 500 });
    expect(largest).toMatchObject({ totalCount: 60, pageCount: 1 });
    expect(largest.nodes).toHaveLength(60);
    for (const pageSize of [0, 501, -5]) {
      const answer = await invoices("employer@example.com", { pageSize });
      expect(errorCode(answer)).toBe("PAGE_SIZE_INVALID");
      expect(answer.data ?? null).toBeNull();
    }
  });

  it("refuses a page below 1 with PAGE_INVALID", async () => {
    expect(errorCode(await invoices("employer@example.com", { page: 0 }))).toBe("PAGE_INVALID");
  });

  it("filters on the expiration date, both ends included", async () => {
    const all = await klokInvoices();
    const to = all[10].expiresOn;
    const from = all[20].expiresOn;
    const between = await page("employer@example.com", { filter: { from, to }, pageSize: 100 });
    expect(between.nodes).toEqual(all.slice(10, 21));
    expect(between).toMatchObject({ totalCount: 11, pageCount: 1 });

    const oneDay = await page("employer@example.com", { filter: { from, to: from } });
    expect(oneDay.nodes).toEqual([all[20]]);

    const fromOnly = await page("employer@example.com", { filter: { from }, pageSize: 10 });
    expect(fromOnly).toMatchObject({ totalCount: 21, pageCount: 3 });
    expect(fromOnly.nodes).toEqual(all.slice(0, 10));

    const toOnly = await page("employer@example.com", { filter: { to }, page: 2, pageSize: 40 });
    expect(toOnly).toMatchObject({ totalCount: 50, pageCount: 2 });
    expect(toOnly.nodes).toEqual(all.slice(50));

    const empty = await page("employer@example.com", { filter: { from: to, to: from } });
    expect(empty).toEqual({ nodes: [], totalCount: 0, page: 1, pageCount: 1 });
  });

  it("refuses a date that is not a yyyy-MM-dd calendar day with DATE_INVALID", async () => {
    for (const from of ["2026-02-30", "21-11-2026", "2026-1-5", "yesterday"]) {
      expect(errorCode(await invoices("employer@example.com", { filter: { from } }))).toBe("DATE_INVALID");
    }
  });

  it("shows only the selected company's invoices", async () => {
    const peetersPage = await page("payroll@example.com", { pageSize: 100 });
    const expected = await t.api.db.query<{ id: string }>("select id::text as id from invoices where company_id = $1", [peeters]);
    expect(peetersPage.totalCount).toBe(1);
    expect(peetersPage.nodes.map((i) => i.id)).toEqual(expected.map((i) => i.id));
    expect(peetersPage.nodes[0]).toMatchObject({ name: "F2026-0377", totalCents: 486200, status: "not_paid" });
    const klokIds = new Set((await klokInvoices()).map((i) => i.id));
    expect(peetersPage.nodes.some((i) => klokIds.has(i.id))).toBe(false);
  });

  it("orders invoices expiring on the same day by id, highest first", async () => {
    const all = await klokInvoices();
    const day = all[30].expiresOn;
    const added = await t.api.db.query<{ id: number }>(
      `insert into invoices (company_id, name, total_cents, expires_on, status)
       values ($1, 'F2099-0001', 100, $2::date, 'paid'), ($1, 'F2099-0002', 200, $2::date, 'paid') returning id`,
      [klok, day],
    );
    try {
      const sameDay = await page("employer@example.com", { filter: { from: day, to: day } });
      const ids = sameDay.nodes.map((i) => Number(i.id));
      expect(ids).toEqual([Number(all[30].id), ...added.map((a) => a.id)].sort((a, b) => b - a));
    } finally {
      await t.api.db.query("delete from invoices where id = any($1::int[])", [added.map((a) => a.id)]);
    }
  });
});

describe("Query.outstandingInvoices", () => {
  const OUTSTANDING = "query { outstandingInvoices { totalCents count overdueCount } }";
  type Outstanding = { totalCents: number; count: number; overdueCount: number };

  async function outstanding(email: string): Promise<Outstanding> {
    const answer = await t.graphql<{ outstandingInvoices: Outstanding }>(OUTSTANDING, {}, await as(email));
    expect(answer.errors).toBeUndefined();
    return answer.data!.outstandingInvoices;
  }

  /** Runs work with invoices of De Klok added, due `days` after today in Belgium, then removes them. */
  async function withKlokInvoices(invoices: { cents: number; days: number; status: string }[], work: () => Promise<void>) {
    const today = todayInBelgium(new Date());
    const added: { id: number }[] = [];
    try {
      for (const [index, { cents, days, status }] of invoices.entries()) {
        added.push(
          ...(await t.api.db.query<{ id: number }>(
            "insert into invoices (company_id, name, total_cents, expires_on, status) values ($1, $2, $3, $4::date, $5) returning id",
            [klok, `F2099-${String(index + 1).padStart(4, "0")}`, cents, addDays(today, days), status],
          )),
        );
      }
      await work();
    } finally {
      await t.api.db.query("delete from invoices where id = any($1::int[])", [added.map((a) => a.id)]);
    }
  }

  it("answers UNAUTHENTICATED without credentials", async () => {
    expect(errorCode(await t.graphql(OUTSTANDING, {}))).toBe("UNAUTHENTICATED");
  });

  it("sums all of De Klok's unpaid invoices, not those paid or being paid, and counts the one past its due date", async () => {
    // The seed: F2026-0468 twelve days past its due date, F2026-0530 and F2026-0561 due later; F2026-0503 is being paid.
    expect(await outstanding("employer@example.com")).toEqual({ totalCents: 912075 + 764310 + 2210980, count: 3, overdueCount: 1 });
    const [fromTable] = await t.api.db.query<{ total: number; count: number }>(
      "select sum(total_cents)::int as total, count(*)::int as count from invoices where company_id = $1 and status = 'not_paid'",
      [klok],
    );
    expect(await outstanding("employer@example.com")).toMatchObject({ totalCents: fromTable.total, count: fromTable.count });
  });

  it("is the whole company's in the same request as a filtered page of one invoice", async () => {
    const answer = await t.graphql<{ invoices: Page; outstandingInvoices: Outstanding }>(
      `query { invoices(filter: { from: "2000-01-01", to: "2000-12-31" }, pageSize: 1) { nodes { id } totalCount }
        outstandingInvoices { totalCents count overdueCount } }`,
      {},
      await as("employer@example.com"),
    );
    expect(answer.data?.invoices).toEqual({ nodes: [], totalCount: 0 });
    expect(answer.data?.outstandingInvoices).toEqual({ totalCents: 3887365, count: 3, overdueCount: 1 });
  });

  it("counts an invoice as overdue from the day after its due date in Belgium, not on the day itself", async () => {
    await withKlokInvoices([{ cents: 100, days: 0, status: "not_paid" }], async () => {
      expect(await outstanding("employer@example.com")).toEqual({ totalCents: 3887465, count: 4, overdueCount: 1 });
    });
    await withKlokInvoices([{ cents: 100, days: -1, status: "not_paid" }], async () => {
      expect(await outstanding("employer@example.com")).toEqual({ totalCents: 3887465, count: 4, overdueCount: 2 });
    });
  });

  it("leaves out an invoice paid or being paid however late, and sums past 2^31 cents", async () => {
    await withKlokInvoices(
      [
        { cents: 500, days: -400, status: "paid" },
        { cents: 700, days: -400, status: "processing" },
      ],
      async () => {
        expect(await outstanding("employer@example.com")).toEqual({ totalCents: 3887365, count: 3, overdueCount: 1 });
      },
    );
    await withKlokInvoices(
      [
        { cents: 2_000_000_000, days: 5, status: "not_paid" },
        { cents: 2_000_000_000, days: 6, status: "not_paid" },
      ],
      async () => {
        expect(await outstanding("employer@example.com")).toEqual({ totalCents: 4_003_887_365, count: 5, overdueCount: 1 });
      },
    );
  });

  it("answers the selected company's only, and zero for a company with nothing to pay", async () => {
    expect(await outstanding("payroll@example.com")).toEqual({ totalCents: 486200, count: 1, overdueCount: 1 });
    // Bakkerij Vermeulen has no invoices in the seed.
    expect(await outstanding("bakery@example.com")).toEqual({ totalCents: 0, count: 0, overdueCount: 0 });
  });
});

describe("Query.invoices by cursor", () => {
  const BY_CURSOR = `query ByCursor($filter: InvoiceFilter, $page: Int!, $pageSize: Int!, $after: String) {
    invoices(filter: $filter, page: $page, pageSize: $pageSize, after: $after) { page nextCursor nodes { id } }
  }`;
  type CursorPage = { page: number; nextCursor: string | null; nodes: { id: string }[] };

  /** Every page from the first by each page's nextCursor, as the export reads them. */
  async function readThrough(pageSize: number, filter: { from?: string; to?: string } = {}): Promise<CursorPage[]> {
    const pages: CursorPage[] = [];
    let after: string | null = null;
    do {
      const answer: GraphqlAnswer<{ invoices: CursorPage }> = await t.graphql<{ invoices: CursorPage }>(
        BY_CURSOR,
        { filter, page: pages.length + 1, pageSize, after },
        await as("employer@example.com"),
      );
      expect(answer.errors).toBeUndefined();
      pages.push(answer.data!.invoices);
      after = answer.data!.invoices.nextCursor;
    } while (after !== null);
    return pages;
  }

  it("reads the list through from its first page to its last, in the list's order, without asking for a count", async () => {
    const pages = await readThrough(7);
    // 60 invoices: eight full pages and a ninth of four, whose cursor is null.
    expect(pages.map((p) => p.nodes.length)).toEqual([7, 7, 7, 7, 7, 7, 7, 7, 4]);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pages.slice(0, -1).every((p) => p.nextCursor !== null)).toBe(true);
    expect(pages.flatMap((p) => p.nodes.map((i) => i.id))).toEqual((await klokInvoices()).map((i) => i.id));
    // A list that fits one page has no next one.
    expect((await readThrough(500)).map((p) => p.nodes.length)).toEqual([60]);
  });

  it("keeps the filter on every page after a cursor", async () => {
    const all = await klokInvoices();
    const [to, from] = [all[10].expiresOn, all[40].expiresOn];
    const expected = all.filter((i) => i.expiresOn >= from && i.expiresOn <= to).map((i) => i.id);
    expect((await readThrough(4, { from, to })).flatMap((p) => p.nodes.map((i) => i.id))).toEqual(expected);
  });

  it("neither repeats nor skips an invoice among several expiring on the day a page ends", async () => {
    const all = await klokInvoices();
    const day = all[5].expiresOn;
    const added = await t.api.db.query<{ id: number }>(
      `insert into invoices (company_id, name, total_cents, expires_on, status)
       select $1, 'F2099-' || lpad(n::text, 4, '0'), 100 * n, $2::date, 'paid' from generate_series(1, 6) as n returning id`,
      [klok, day],
    );
    try {
      // A page of 4 ends inside the seven invoices of that day (the seed's and the six added).
      const ids = (await readThrough(4)).flatMap((p) => p.nodes.map((i) => i.id));
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual((await klokInvoices()).map((i) => i.id));
    } finally {
      await t.api.db.query("delete from invoices where id = any($1::int[])", [added.map((a) => a.id)]);
    }
  });

  it("refuses a cursor it did not give with a 422 and CURSOR_INVALID", async () => {
    const forgeries = [
      "not-a-cursor",
      Buffer.from(JSON.stringify(["2026-02-30", 1])).toString("base64url"),
      Buffer.from(JSON.stringify(["2026-01-01", 0])).toString("base64url"),
    ];
    for (const after of forgeries) {
      const answer = await t.graphql(BY_CURSOR, { page: 2, pageSize: 10, after }, await as("employer@example.com"));
      expect(answer.status, after).toBe(422);
      expect(errorCode(answer), after).toBe("CURSOR_INVALID");
      expect(answer.errors?.[0].message).toMatch(/first page/);
      expect(answer.data ?? null).toBeNull();
    }
  });
});

describe("GET /api/companies/:companyId/invoices/:invoiceId/pdf", () => {
  const pdfOf = async (companyId: number | string, invoiceId: number | string, headers: Record<string, string> = {}) =>
    fetch(`${t.url}/api/companies/${companyId}/invoices/${invoiceId}/pdf`, { headers });

  const klokInvoice = async (name: string) => {
    const [row] = await t.api.db.query<{ id: number }>("select id from invoices where company_id = $1 and name = $2", [klok, name]);
    return row.id;
  };

  it("serves a member a one-page A4 PDF as an attachment named after the invoice", async () => {
    const response = await pdfOf(klok, await klokInvoice("F2026-0468"), await as("employer@example.com"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="F2026-0468.pdf"');
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString("latin1");
    expect(text.startsWith("%PDF-")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(text).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  it("answers 401 without credentials", async () => {
    const response = await pdfOf(klok, await klokInvoice("F2026-0468"));
    expect(response.status).toBe(401);
  });

  it("answers 404 to a user of another company", async () => {
    const response = await pdfOf(klok, await klokInvoice("F2026-0468"), await as("payroll@example.com"));
    expect(response.status).toBe(404);
  });

  it("answers 404 for an invoice of another company, even through a company the caller belongs to", async () => {
    const [peetersInvoice] = await t.api.db.query<{ id: number }>("select id from invoices where company_id = $1", [peeters]);
    const employer = await as("employer@example.com");
    expect((await pdfOf(klok, peetersInvoice.id, employer)).status).toBe(404);
    expect((await pdfOf(peeters, peetersInvoice.id, employer)).status).toBe(404);
    // employer@ belongs to Bakkerij Vermeulen too, but the invoice is De Klok's.
    expect((await pdfOf(vermeulen, await klokInvoice("F2026-0468"), employer)).status).toBe(404);
    expect((await pdfOf(klok, 999999, employer)).status).toBe(404);
    expect((await pdfOf(klok, "abc", employer)).status).toBe(404);
  });
});
