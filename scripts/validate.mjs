#!/usr/bin/env node
// The quick check before a commit: types, lint, dead code (knip) and the unit tests at once (together
// they take about as long as the slowest), every line prefixed with its check's name. It fails if any
// fails. `npm test` is still the whole suite.
import { runTogether } from "./run-together.mjs";

const failed = await runTogether([
  ["typecheck", "npx", ["tsc", "--noEmit"]],
  ["lint", "npm", ["run", "--silent", "lint"]],
  ["knip", "npx", ["knip"]],
  ["unit", "npx", ["vitest", "run"]],
]);
process.exit(failed.length === 0 ? 0 : 1);
