import type { NextFunction, Request, Response } from "express";
import { accountStampOf, newAccountStampOnChanges } from "./account-stamp.server";

function cookiesSetFor(method: string, secure = true, path = "/settings/add-cost-place"): string[] {
  const set: string[] = [];
  const response = { append: (name: string, value: string) => name === "Set-Cookie" && set.push(value) } as unknown as Response;
  let passed = false;
  newAccountStampOnChanges({ secure })({ method, path } as Request, response, (() => (passed = true)) as NextFunction);
  expect(passed).toBe(true);
  return set;
}

describe("the account stamp", () => {
  it("is new on every request that may change something, and never set by one that only reads", () => {
    const [first] = cookiesSetFor("POST");
    const [second] = cookiesSetFor("DELETE");
    expect(first).toMatch(/^__account_stamp=[\w-]{12}; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    expect(second.split(";")[0]).not.toBe(first.split(";")[0]);
    expect(cookiesSetFor("GET")).toEqual([]);
    expect(cookiesSetFor("HEAD")).toEqual([]);
    expect(cookiesSetFor("POST", false)[0]).not.toContain("Secure");
  });

  it("is not set by Stay signed in, which changes nothing of the account", () => {
    expect(cookiesSetFor("POST", true, "/session/refresh")).toEqual([]);
  });

  it("is read from the request's cookies, empty when there is none", () => {
    const request = (cookie?: string) => new Request("http://portal.test/", { headers: cookie ? { Cookie: cookie } : {} });
    expect(accountStampOf(request("__session=abc; __account_stamp=Zx-9_a"))).toBe("Zx-9_a");
    expect(accountStampOf(request("__account_stamp=first"))).toBe("first");
    expect(accountStampOf(request("x__account_stamp=other"))).toBe("");
    expect(accountStampOf(request())).toBe("");
  });
});
