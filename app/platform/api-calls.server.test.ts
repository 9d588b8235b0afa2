import { loadList, loadScreen } from "./api-calls.server";
import { forgetSession, sessionRead } from "./api-memory/api-memory.server";
import { ApiError, isApiFault } from "./payroll-api.server";

const request = () => new Request("http://localhost/settings/company");
const statusOf = (thrown: unknown) => (thrown instanceof Response ? thrown.status : thrown);

describe("loadScreen", () => {
  it("answers the screen's data", async () => {
    await expect(loadScreen(request(), async () => ({ id: "1" }))).resolves.toEqual({ id: "1" });
  });

  it("throws the page's 404 when the API knows no such record, as NOT_FOUND or as null", async () => {
    expect(statusOf(await loadScreen(request(), () => Promise.reject(new ApiError("rejected", "NOT_FOUND", 200))).catch((error) => error))).toBe(404);
    expect(statusOf(await loadScreen(request(), async () => null).catch((error) => error))).toBe(404);
  });

  it("answers null when the API could not answer, so the screen words its load error in place", async () => {
    await expect(loadScreen(request(), () => Promise.reject(new ApiError("unavailable", undefined, 503)))).resolves.toBeNull();
    await expect(loadScreen(request(), () => Promise.reject(new ApiError("rejected", "INTERNAL_SERVER_ERROR", 200)))).resolves.toBeNull();
  });

  it("throws a refusal of what the client sent (a date or a text out of range) as the page's 400, not a server error", async () => {
    expect(statusOf(await loadList(request(), () => Promise.reject(new ApiError("rejected", undefined, 400))).catch((error) => error))).toBe(400);
    expect(statusOf(await loadList(request(), () => Promise.reject(new ApiError("rejected", "BAD_USER_INPUT", 200))).catch((error) => error))).toBe(400);
  });

  it("still throws any other refusal as its error page", async () => {
    expect(statusOf(await loadScreen(request(), () => Promise.reject(new ApiError("rejected", "FORBIDDEN", 403))).catch((error) => error))).toBe(403);
  });
});

describe("what the session read, while the API fails", () => {
  // The session's read as graphql and rest make it (app/platform/payroll-api.server.ts).
  const screenSession = { kind: "user" as const, email: "screen@example.com", token: "screen-token" };
  const read = <T>(load: () => Promise<T>) => sessionRead(screenSession, "read", load, isApiFault);
  const unavailable = () => Promise.reject(new ApiError("unavailable", undefined, 503));
  afterEach(() => forgetSession(screenSession));

  it("still shows a screen as the session last read it, so that a form sent from it keeps what was typed", async () => {
    await loadScreen(request(), () => read(async () => ({ id: "1" })));
    await expect(loadScreen(request(), () => read(unavailable))).resolves.toEqual({ id: "1" });
  });

  it("says a list's failure in place, even of rows the session read a moment ago", async () => {
    await loadList(request(), () => read(async () => [1, 2]));
    await expect(loadList(request(), () => read(unavailable))).resolves.toBeNull();
    await read(async () => [1, 2]);
    await expect(loadList(request(), () => read(unavailable))).resolves.toBeNull();
  });
});
