import { lastKnown } from "./last-known.server";
import { ApiError } from "./payroll-api.server";

describe("lastKnown", () => {
  it("answers the last value read while the API fails, and the failure itself otherwise", async () => {
    const kept = lastKnown<string>();
    const unavailable = () => Promise.reject(new ApiError("unavailable"));
    await expect(kept.read("token\nnew", unavailable)).rejects.toBeInstanceOf(ApiError);
    expect(await kept.read("token\nnew", async () => "draft")).toBe("draft");
    expect(await kept.read("token\nnew", unavailable)).toBe("draft");
    expect(await kept.read("token\nnew", () => Promise.reject(new ApiError("unknown")))).toBe("draft");
    // loadFromApi's page of an unavailable API counts too.
    expect(await kept.read("token\nnew", () => Promise.reject(new Response(null, { status: 503 })))).toBe("draft");
    // A refusal is no fault of the API: it is never covered up.
    await expect(kept.read("token\nnew", () => Promise.reject(new ApiError("rejected", "NOT_FOUND", 404)))).rejects.toMatchObject({ kind: "rejected" });
    await expect(kept.read("token\nnew", () => Promise.reject(new ApiError("unauthorized")))).rejects.toMatchObject({ kind: "unauthorized" });
  });

  it("keeps nothing of a session that signed out", async () => {
    const kept = lastKnown<string>();
    await kept.read("token\nnew", async () => "draft");
    kept.forgetStartingWith("token\n");
    await expect(kept.read("token\nnew", () => Promise.reject(new ApiError("unavailable")))).rejects.toBeInstanceOf(ApiError);
  });
});
