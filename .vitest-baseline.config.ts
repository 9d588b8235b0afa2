import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~domain": new URL("./domain", import.meta.url).pathname, "~": new URL("./app", import.meta.url).pathname } },
  test: {
    globals: true,
    include: ["app/**/*.test.{ts,tsx}", "domain/**/*.test.ts", "payroll-api/**/*.test.ts", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts"],
    // PGlite boots in a few seconds; each API test file opens its own database.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
