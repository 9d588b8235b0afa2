import { runInRequestScope, serverTiming, timedApiCall } from "./request-scope.server";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("Server-Timing of a request", () => {
  it("counts each API call of the request, failed ones too, and adds up their time", async () => {
    const timing = await runInRequestScope("test-request", async () => {
      await timedApiCall("Probe", () => pause(20));
      await timedApiCall("Probe", () => Promise.reject(new Error("refused"))).catch(() => undefined);
      return serverTiming();
    });
    const match = timing?.match(/^api;desc="Payroll API, 2 calls";dur=(\d+\.\d), total;desc="Portal";dur=(\d+\.\d)$/);
    expect(match).not.toBeNull();
    const [apiMs, totalMs] = [Number(match![1]), Number(match![2])];
    expect(apiMs).toBeGreaterThanOrEqual(19);
    expect(totalMs).toBeGreaterThanOrEqual(apiMs);
  });

  it("says one call in the singular, and none when the page called nothing", async () => {
    expect(await runInRequestScope("test-request", () => serverTiming())).toMatch(/^api;desc="Payroll API, 0 calls";dur=0\.0, /);
    expect(await runInRequestScope("test-request", async () => (await timedApiCall("Probe", async () => 1), serverTiming()))).toMatch(/"Payroll API, 1 call";/);
  });

  it("keeps two requests apart, and has nothing to say outside a request", async () => {
    const [first, second] = await Promise.all([
      runInRequestScope("test-request", async () => (await timedApiCall("Probe", () => pause(5)), await timedApiCall("Probe", () => pause(5)), serverTiming())),
      runInRequestScope("test-request", async () => (await timedApiCall("Probe", () => pause(5)), serverTiming())),
    ]);
    expect(first).toContain("2 calls");
    expect(second).toContain(`1 call"`);
    expect(serverTiming()).toBeNull();
  });
});
