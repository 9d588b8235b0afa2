import { ApiError } from "~/platform/payroll-api.server";
import type { Credentials } from "~/platform/session.server";
import { loadInvoicesPage } from "./invoices.server";

const graphql = vi.hoisted(() => vi.fn());
vi.mock("~/platform/payroll-api.server", async (original) => ({ ...(await original<object>()), graphql }));

const request = new Request("http://localhost/invoices");
const credentials: Credentials = { kind: "user", email: "employer@example.com", token: "token" };
const period = { from: "2026-01-01" };

describe("loadInvoicesPage", () => {
  it("asks for one page of 25 in the period and answers its invoices", async () => {
    const invoices = { nodes: [], totalCount: 0, page: 2, pageCount: 2 };
    graphql.mockResolvedValueOnce({ invoices });
    await expect(loadInvoicesPage(request, credentials, period, 2)).resolves.toEqual(invoices);
    expect(graphql).toHaveBeenLastCalledWith(expect.anything(), { filter: { from: "2026-01-01", to: null }, page: 2, pageSize: 25 }, credentials);
  });

  it("answers null when the API cannot, so the list words its failure in place instead of the error page", async () => {
    graphql.mockRejectedValueOnce(new ApiError("unavailable", undefined, 503));
    await expect(loadInvoicesPage(request, credentials, period, 2)).resolves.toBeNull();
    graphql.mockRejectedValueOnce(new ApiError("rejected", "INTERNAL_SERVER_ERROR", 200));
    await expect(loadInvoicesPage(request, credentials, period, 2)).resolves.toBeNull();
  });
});
