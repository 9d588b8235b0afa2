import { ApiError } from "~/platform/payroll-api.server";
import type { Credentials } from "~/platform/session.server";
import { loadInvoicesPage } from "./invoices.server";

const graphql = vi.hoisted(() => vi.fn());
vi.mock("~/platform/payroll-api.server", async (original) => ({ ...(await original<object>()), graphql }));

const request = new Request("http://localhost/invoices");
const credentials: Credentials = { kind: "user", email: "employer@example.com", token: "token" };
const period = { from: "2026-01-01" };

describe("loadInvoicesPage", () => {
  it("asks for one page of 25 in the period and the outstanding total in one request, and answers both", async () => {
    const invoices = { nodes: [], totalCount: 0, page: 2, pageCount: 2 };
    const outstanding = { totalCents: 3887365, count: 3, overdueCount: 1 };
    graphql.mockResolvedValueOnce({ invoices, outstandingInvoices: outstanding });
    await expect(loadInvoicesPage(request, credentials, period, 2)).resolves.toEqual({ ...invoices, outstanding });
    expect(graphql).toHaveBeenCalledTimes(1);
    expect(graphql).toHaveBeenLastCalledWith(expect.anything(), { filter: { from: "2026-01-01", to: null }, page: 2, pageSize: 25 }, credentials);
  });

  it("marks each unpaid invoice due before today in Belgium as overdue", async () => {
    // 23:30 UTC on 30 November is already 1 December in Brussels: the 30th's invoice is overdue.
    vi.useFakeTimers({ now: new Date("2026-11-30T23:30:00Z"), toFake: ["Date"] });
    try {
      const invoice = (id: string, expiresOn: string, status: string) => ({ id, name: id, totalCents: 100, expiresOn, status });
      const nodes = [invoice("a", "2026-12-01", "not_paid"), invoice("b", "2026-11-30", "not_paid"), invoice("c", "2026-11-01", "paid")];
      graphql.mockResolvedValueOnce({
        invoices: { nodes, totalCount: 3, page: 1, pageCount: 1 },
        outstandingInvoices: { totalCents: 200, count: 2, overdueCount: 1 },
      });
      const page = await loadInvoicesPage(request, credentials, {}, 1);
      expect(page?.nodes.map((row) => [row.id, row.overdue])).toEqual([
        ["a", false],
        ["b", true],
        ["c", false],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers null when the API cannot, so the list words its failure in place instead of the error page", async () => {
    graphql.mockRejectedValueOnce(new ApiError("unavailable", undefined, 503));
    await expect(loadInvoicesPage(request, credentials, period, 2)).resolves.toBeNull();
    graphql.mockRejectedValueOnce(new ApiError("rejected", "INTERNAL_SERVER_ERROR", 200));
    await expect(loadInvoicesPage(request, credentials, period, 2)).resolves.toBeNull();
  });
});
