import { REQUEST_ID_MAX_LENGTH, requestIdOf } from "./request-id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("requestIdOf", () => {
  it.each(["7f3c2a90-1b2c-4d5e-8f90-a1b2c3d4e5f6", "lb.4242_a-b", "x", "a".repeat(REQUEST_ID_MAX_LENGTH)])("keeps the well-formed id %s", (given) => {
    expect(requestIdOf(given)).toBe(given);
  });

  it.each([
    ["one character too long", "a".repeat(REQUEST_ID_MAX_LENGTH + 1)],
    ["a space", "abc def"],
    ["a line break, which could forge a log line", 'abc\n{"level":60}'],
    ["a quote", 'abc"'],
    ["an e-mail address's @", "someone@example.com"],
    ["empty", ""],
  ])("makes a new id in place of one with %s", (_what, given) => {
    expect(requestIdOf(given)).toMatch(UUID);
  });

  it("makes a new id, different each time, when the request came without one", () => {
    const [first, second] = [requestIdOf(undefined), requestIdOf(null)];
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });
});
