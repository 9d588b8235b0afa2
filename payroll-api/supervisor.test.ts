import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { superviseEmbeddedApi, type SupervisedPayrollApi } from "./supervisor";

// The embedded API as the portal runs it: a child process that comes back after a crash, on the
// same address, and stops when asked. Each start boots PGlite in a child, hence the long timeouts.

const health = async (url: string) => {
  try {
    return (await fetch(new URL("/healthz", url), { signal: AbortSignal.timeout(2_000) })).status;
  } catch {
    return "unreachable";
  }
};

describe("the supervised embedded API", () => {
  let dataDir: string;
  let api: SupervisedPayrollApi;
  const log = { info: vi.fn(), error: vi.fn() };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "supervised-api-"));
    api = await superviseEmbeddedApi({ port: 0, dataDir, portalUrl: "http://localhost", seed: false }, log);
    // A process of its own that migrates a fresh database: beside the browser tests on two cores it took
    // over 60 s once, so it has the 120 s the process tests give a start (tests/processes/vitest.config.ts).
  }, 120_000);

  afterAll(async () => {
    await api?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers from a process other than the portal's", async () => {
    expect(await health(api.url)).toBe(200);
    expect(api.pid()).toEqual(expect.any(Number));
    expect(api.pid()).not.toBe(process.pid);
  });

  it("comes back on the same address after its process is killed, and says so", async () => {
    const before = api.pid()!;
    process.kill(before, "SIGKILL");
    await vi.waitFor(async () => expect(await health(api.url)).toBe("unreachable"), { timeout: 5_000 });
    await vi.waitFor(async () => expect(await health(api.url)).toBe(200), { timeout: 60_000, interval: 250 });
    expect(api.pid()).not.toBe(before);
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining("signal SIGKILL"));
    expect(log.info).toHaveBeenCalledWith("The embedded payroll API is back");
  }, 90_000);

  it("stops for good when closed: its process ends and nothing restarts it", async () => {
    const pid = api.pid()!;
    await api.close();
    expect(() => process.kill(pid, 0)).toThrow();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await health(api.url)).toBe("unreachable");
  }, 30_000);
});
