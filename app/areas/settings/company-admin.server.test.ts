import { loadList } from "~/platform/api-calls.server";
import { ApiError } from "~/platform/payroll-api.server";
import { mayManageUsers } from "./company-admin.server";
import type { Account } from "~/platform/user.server";

const request = () => new Request("http://localhost/settings/company-users");

describe("loadList", () => {
  it("answers the rows", async () => {
    await expect(loadList(request(), async () => [1, 2])).resolves.toEqual([1, 2]);
  });

  it("answers null when the API is unavailable or fails, so the page shows its load-error message", async () => {
    await expect(loadList(request(), () => Promise.reject(new ApiError("unavailable", undefined, 503)))).resolves.toBeNull();
    await expect(loadList(request(), () => Promise.reject(new ApiError("unknown")))).resolves.toBeNull();
  });

  it("still throws a refusal as its error page", async () => {
    const thrown = await loadList(request(), () => Promise.reject(new ApiError("rejected", "NOT_FOUND", 404))).catch((error) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
});

describe("mayManageUsers", () => {
  const account = (permissions: { companyId: string; canManageUsers: boolean }[]) => ({ user: { company: { id: "1" }, permissions } }) as unknown as Account;

  it("reads the right of the selected company only", () => {
    expect(mayManageUsers(account([{ companyId: "1", canManageUsers: true }]))).toBe(true);
    expect(
      mayManageUsers(
        account([
          { companyId: "1", canManageUsers: false },
          { companyId: "2", canManageUsers: true },
        ]),
      ),
    ).toBe(false);
    expect(mayManageUsers(account([]))).toBe(false);
  });
});
