import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~domain": new URL("./domain", import.meta.url).pathname, "~": new URL("./app", import.meta.url).pathname } },
  test: {
    globals: true,
    include: [
      "app/**/*.test.{ts,tsx}",
      "domain/**/*.test.ts",
      "payroll-api/**/*.test.ts",
      "scripts/**/*.test.ts",
      "server-kit/**/*.test.ts",
      "tests/unit/**/*.test.ts",
    ],
    // PGlite boots in a few seconds; each API test file opens its own database, a copy of one seeded
    // once per run (payroll-api/test-template.global-setup.ts).
    globalSetup: ["payroll-api/test-template.global-setup.ts"],
    // A worker a core: vitest's default keeps one core for its main process, which barely uses it, so
    // on a 2-core machine files ran one at a time. Forks (the default pool), not threads: a worker
    // thread cannot process.chdir, and its process.env.TZ does not change the time zone.
    maxWorkers: "100%",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
