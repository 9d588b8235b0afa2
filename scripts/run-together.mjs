// Runs commands side by side, every line of their output prefixed with the command's name, and
// resolves with the names of those that failed.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

function run([name, command, args], env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...env, FORCE_COLOR: "0" } });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => console.log(`[${name}] ${line}`));
    }
    child.on("error", (error) => resolve({ name, status: 1, error }));
    child.on("close", (status) => resolve({ name, status: status ?? 1 }));
  });
}

/** @param {Array<[string, string, string[]]>} commands @param {NodeJS.ProcessEnv} [env] */
export async function runTogether(commands, env = process.env) {
  const results = await Promise.all(commands.map((command) => run(command, env)));
  for (const { name, status, error } of results) console.log(`${name}: ${status === 0 ? "passed" : `failed${error ? ` (${error.message})` : ""}`}`);
  return results.filter((result) => result.status !== 0).map((result) => result.name);
}
