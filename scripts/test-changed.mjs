#!/usr/bin/env node
// The inner loop (docs/decisions/0067): the static checks on the files changed, and the unit and API
// tests that reach them, side by side. "Changed" is what differs from a git ref, committed or not,
// untracked files included: by default HEAD (what is not committed yet); `npm run test:changed -- main`
// takes the whole branch. Types are checked for the whole project, as a change reaches past its file;
// tsc keeps what it learnt in tmp/ so that the next run checks only what changed since.
// Not here: knip, the build, the process tests and the browser tests (npm test).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { runTogether } from "./run-together.mjs";

const since = process.argv[2] ?? "HEAD";
const git = (...args) => execFileSync("git", args, { encoding: "utf8" }).split("\n").filter(Boolean);
const changed = [...new Set([...git("diff", "--name-only", since), ...git("ls-files", "--others", "--exclude-standard")])].filter((file) => existsSync(file));
const linted = changed.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));

if (changed.length === 0) {
  console.log(`Nothing differs from ${since}.`);
  process.exit(0);
}
console.log(`${changed.length} files differ from ${since}.`);

const failed = await runTogether([
  ["typecheck", "npx", ["tsc", "--noEmit", "--incremental", "--tsBuildInfoFile", "tmp/tsc-changed.tsbuildinfo"]],
  ...(linted.length > 0 ? [["lint", "npx", ["eslint", "--cache", "--cache-location", "node_modules/.cache/eslint/", ...linted]]] : []),
  ["format", "npx", ["prettier", "--check", "--ignore-unknown", ...changed]],
  // vitest follows the imports from each test file to the files changed; a change to its own
  // configuration or to package.json runs every file.
  ["unit", "npx", ["vitest", "run", "--changed", since, "--passWithNoTests"]],
]);
process.exit(failed.length === 0 ? 0 : 1);
