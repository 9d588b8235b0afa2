#!/usr/bin/env node
// The quick check before a commit: types, lint, dead code (knip) and the unit tests at once (together
// they take about as long as the slowest), every line prefixed with its check's name. It fails if any
// fails. `npm test` is still the whole suite.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const checks = [
  ["typecheck", "npx", ["tsc", "--noEmit"]],
  ["lint", "npm", ["run", "--silent", "lint"]],
  ["knip", "npx", ["knip"]],
  ["unit", "npx", ["vitest", "run"]],
];

function run([name, command, args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: "0" } });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => console.log(`[${name}] ${line}`));
    }
    child.on("error", (error) => resolve({ name, status: 1, error }));
    child.on("close", (status) => resolve({ name, status: status ?? 1 }));
  });
}

const results = await Promise.all(checks.map(run));
const failed = results.filter((result) => result.status !== 0);
for (const { name, status, error } of results) console.log(`${name}: ${status === 0 ? "passed" : `failed${error ? ` (${error.message})` : ""}`}`);
process.exit(failed.length === 0 ? 0 : 1);
