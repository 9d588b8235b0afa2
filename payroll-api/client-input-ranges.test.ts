// Issue 28: bad input from a client is the client's 4xx with a message, and the API checks ranges
// before SQL. Each case here reached PostgreSQL before and failed there with a 5xx (or would have).
import { useTestApi } from "./test-support";

const t = useTestApi();

const { as } = t;
const codesOf = (answer: { errors?: { extensions?: { code?: string } }[] }) => answer.errors?.map((error) => error.extensions?.code);

describe("the week of a timesheets download", () => {
  it.each(["9999-12-31", "0001-01-01", "1899-12-31", "3000-01-01"])("refuses %s with 400 before any query", async (week) => {
    const answer = await t.rest(
      "GET",
      `/api/hours_validation/companies/4101/timesheets.pdf?week=${week}&by=processing`,
      undefined,
      await as("employer@example.com"),
    );
    expect(answer).toEqual({ status: 400, body: { error: "bad_request" } });
  });

  it("refuses a company id past any id with 400, on the download and the contract list", async () => {
    const headers = await as("employer@example.com");
    const download = await t.rest("GET", "/api/hours_validation/companies/99999999999/timesheets.pdf?week=2026-03-02&by=work", undefined, headers);
    expect(download.status).toBe(400);
    const contracts = await t.rest("GET", "/api/hours_validation/companies/99999999999/contracts?startDate=2026-03-02&endDate=2026-03-08", undefined, headers);
    expect(contracts.status).toBe(400);
  });
});

describe("a Date argument", () => {
  const INVOICES = `query Invoices($filter: InvoiceFilter) { invoices(filter: $filter) { totalCount } }`;

  it.each(["9999-12-31", "0000-00-00", "99999-13-45", "2026-02-30", ""])("refuses %j in a variable as the client's error", async (from) => {
    const answer = await t.graphql(INVOICES, { filter: { from } }, await as("employer@example.com"));
    expect(answer.status).toBeLessThan(500);
    expect(answer.data ?? null).toBeNull();
    expect(codesOf(answer)).toEqual(["DATE_INVALID"]);
  });

  it("refuses one written in the document with DATE_INVALID, as a resolver did", async () => {
    const answer = await t.graphql(`{ invoices(filter: { to: "9999-12-31" }) { totalCount } }`, {}, await as("employer@example.com"));
    // A document that fails validation: 200 for a client that accepts only application/json, as GraphQL over HTTP has it.
    expect(answer.status).toBeLessThan(500);
    expect(codesOf(answer)).toEqual(["DATE_INVALID"]);
  });

  it("still takes a day of the business years", async () => {
    const answer = await t.graphql(INVOICES, { filter: { from: "1900-01-01", to: "2999-12-31" } }, await as("employer@example.com"));
    expect(answer.errors).toBeUndefined();
  });
});

describe("a NUL character in text", () => {
  it("is refused with 400 BAD_USER_INPUT when written in the document", async () => {
    const answer = await t.graphql(`{ positions(search: "before\\u0000after") { totalCount } }`, {}, await as("employer@example.com"));
    expect(answer.status).toBeLessThan(500);
    expect(codesOf(answer)).toEqual(["BAD_USER_INPUT"]);
  });

  it("is refused with 400 BAD_USER_INPUT in the variables of a GET request", async () => {
    const query = new URLSearchParams({
      query: "query Positions($search: String) { positions(search: $search) { totalCount } }",
      variables: JSON.stringify({ search: "\u0000" }),
    });
    const response = await fetch(`${t.url}/graphql?${query}`, { headers: { accept: "application/json", ...(await as("employer@example.com")) } });
    const answer = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(response.status).toBe(400);
    expect(codesOf(answer)).toEqual(["BAD_USER_INPUT"]);
  });

  it("leaves the other control characters to be stored as typed", async () => {
    const answer = await t.graphql(
      `query Positions($search: String) { positions(search: $search) { totalCount } }`,
      { search: "\u0001\u001b\t" },
      await as("employer@example.com"),
    );
    expect(answer.errors).toBeUndefined();
  });
});
