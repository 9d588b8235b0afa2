import {
  BREADCRUMB_NAME_LENGTH,
  EVENTS_PER_SESSION,
  eventGate,
  isNetworkFailure,
  isReportedFailure,
  isWithinSizeLimit,
  MAX_EVENT_BYTES,
  withShortNames,
} from "./error-reporting";

describe("isReportedFailure", () => {
  const save = (method: string, path: string, body: unknown) => isReportedFailure({ network: false, method, path, body });

  it("leaves network failures out", () => {
    expect(isReportedFailure({ network: true })).toBe(false);
  });

  it("leaves out a timesheet save (POST or PUT) whose answer carries a data entry", () => {
    expect(save("POST", "/api/hours_validation/contracts/", { data: { errors: [] } })).toBe(false);
    expect(save("put", "/api/hours_validation/contracts", { data: null })).toBe(false);
  });

  it("reports a timesheet save whose answer carries no data entry", () => {
    expect(save("POST", "/api/hours_validation/contracts/", { error: "server_error" })).toBe(true);
    expect(save("PUT", "/api/hours_validation/contracts/", null)).toBe(true);
    expect(save("POST", "/api/hours_validation/contracts/", [{ data: 1 }])).toBe(true);
  });

  it("reports other calls that carry a data entry", () => {
    expect(save("GET", "/api/hours_validation/contracts/", { data: {} })).toBe(true);
    expect(save("POST", "/api/hours_validation/companies/4101/contracts", { data: {} })).toBe(true);
    expect(save("POST", "/graphql", { data: null, errors: [{}] })).toBe(true);
  });
});

describe("isNetworkFailure", () => {
  it.each(["Failed to fetch", "fetch failed", "Load failed", "NetworkError when attempting to fetch resource."])("a TypeError %j is one", (value) => {
    expect(isNetworkFailure({ type: "TypeError", value })).toBe(true);
  });

  it("another error with the same words, or another TypeError, is not", () => {
    expect(isNetworkFailure({ type: "Error", value: "Failed to fetch" })).toBe(false);
    expect(isNetworkFailure({ type: "TypeError", value: "Failed to fetch the user's name" })).toBe(false);
    expect(isNetworkFailure({ type: "TypeError", value: undefined })).toBe(false);
  });
});

describe("isWithinSizeLimit", () => {
  // {"m":"…"} is 8 bytes around the text.
  const eventOf = (bytes: number) => ({ m: "x".repeat(bytes - 8) });

  it("keeps an event of exactly 1 MB and drops one a byte larger", () => {
    expect(JSON.stringify(eventOf(MAX_EVENT_BYTES)).length).toBe(MAX_EVENT_BYTES);
    expect(isWithinSizeLimit(eventOf(MAX_EVENT_BYTES))).toBe(true);
    expect(isWithinSizeLimit(eventOf(MAX_EVENT_BYTES + 1))).toBe(false);
  });

  it("counts bytes, not characters", () => {
    expect(isWithinSizeLimit({ m: "é".repeat(MAX_EVENT_BYTES / 2) })).toBe(false);
  });

  it("drops an event that cannot be written out", () => {
    const looped: { self?: unknown } = {};
    looped.self = looped;
    expect(isWithinSizeLimit(looped)).toBe(false);
  });
});

describe("withShortNames", () => {
  it("keeps names of 30 characters and cuts longer ones to 30", () => {
    const thirty = "a".repeat(BREADCRUMB_NAME_LENGTH);
    expect(withShortNames({ message: thirty, category: thirty })).toEqual({ message: thirty, category: thirty });
    expect(withShortNames({ message: `${thirty}b`, category: `ui.${thirty}`, level: "info" })).toEqual({
      message: thirty,
      category: `ui.${"a".repeat(27)}`,
      level: "info",
    });
  });

  it("leaves a breadcrumb without names as it is", () => {
    expect(withShortNames<{ message?: string; data: object }>({ data: { url: "/x" } })).toEqual({
      data: { url: "/x" },
      message: undefined,
      category: undefined,
    });
  });
});

describe("eventGate", () => {
  const event = (value = "boom") => ({ exception: { values: [{ type: "Error", value }] } });

  it("sends at most N events per session, counting each session apart", () => {
    const admit = eventGate(2);
    expect(admit(event(), "a")).not.toBeNull();
    expect(admit(event(), "a")).not.toBeNull();
    expect(admit(event(), "a")).toBeNull();
    expect(admit(event(), "b")).not.toBeNull();
  });

  it("lets through 1 event with the smallest budget and 100 with the largest", () => {
    const smallest = eventGate(EVENTS_PER_SESSION.min);
    expect(smallest(event(), "s")).not.toBeNull();
    expect(smallest(event(), "s")).toBeNull();
    const largest = eventGate(EVENTS_PER_SESSION.max);
    const sent = Array.from({ length: 101 }, () => largest(event(), "s")).filter(Boolean);
    expect(sent).toHaveLength(100);
  });

  it("drops network failures and oversized events without spending the budget", () => {
    const admit = eventGate(1);
    expect(admit({ exception: { values: [{ type: "TypeError", value: "Failed to fetch" }] } }, "a")).toBeNull();
    expect(admit({ ...event(), extra: "x".repeat(MAX_EVENT_BYTES) }, "a")).toBeNull();
    expect(admit(event(), "a")).not.toBeNull();
  });

  it("passes the event on unchanged", () => {
    const sent = event();
    expect(eventGate(1)(sent, "a")).toBe(sent);
  });
});
