import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The two-portal test (two-portals.test.ts) needs the production build, so it is not part of the unit
// run: scripts/test-all.mjs runs it after `remix build`.
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    globals: true,
    include: ["tests/processes/**/*.test.ts"],
    // One data folder migrated and seeded for the run, which each portal's start copies (processes.ts).
    globalSetup: ["tests/processes/seeded-data.global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A worker a core: each file starts servers of its own, and the long corpus file would otherwise
    // keep the others waiting.
    maxWorkers: "100%",
  },
});
