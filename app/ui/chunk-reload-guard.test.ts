import { CHUNK_RELOAD_GUARD_MS, isRepeatedChunkFailure } from "./chunk-reload-guard";

describe("isRepeatedChunkFailure", () => {
  const reloadedAt = 1_000_000;

  it("lets a first failure reload the page", () => {
    expect(isRepeatedChunkFailure(null, reloadedAt)).toBe(false);
  });

  it("stops a second failure within 60 s, and lets one after them reload again", () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
    expect(isRepeatedChunkFailure(reloadedAt, reloadedAt + 59_999)).toBe(true);
    expect(isRepeatedChunkFailure(reloadedAt, reloadedAt + 60_000)).toBe(false);
  });
});
