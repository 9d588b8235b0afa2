// Runs commands side by side, every line of their output prefixed with the command's name, and
// resolves with the names of those that failed. Each command's wall time and CPU are printed as it
// ends, and the stage's with the whole machine's CPU: the figures the test command's budgets are
// about (docs/decisions/0069, 0072).
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";

/**
 * The CPU seconds of this process's children that have ended, their own children included (Linux's
 * cutime and cstime). A child's figure is the growth of this sum while it ends: children ending in the
 * same instant may share their figures out wrongly, the sum stays right. Undefined off Linux.
 */
function endedChildrenCpuSeconds() {
  try {
    // The fields after the command's name, which may hold spaces: cutime and cstime are the 14th and 15th.
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

/**
 * The CPU seconds the whole machine has spent since it started, every core's (Linux's /proc/stat):
 * what a command's own figure misses of the processes it started that it did not wait for, as
 * Chromium's renderers (their zygote leaves them to init), and what a stage costs in all. Undefined off Linux.
 */
export function machineCpuSeconds() {
  try {
    const [user, nice, system, , , irq, softirq] = readFileSync("/proc/stat", "utf8").split("\n")[0].split(/\s+/).slice(1).map(Number);
    return (user + nice + system + irq + softirq) / 100;
  } catch {
    return undefined;
  }
}

/** The ended children's CPU at the last reading: a child's figure is the growth since then as it ends. */
let lastCpuReading;

function cpuOfTheChildJustEnded() {
  const reading = endedChildrenCpuSeconds();
  const cpuSeconds = reading === undefined || lastCpuReading === undefined ? undefined : reading - lastCpuReading;
  lastCpuReading = reading;
  return cpuSeconds;
}

function run([name, command, args], env) {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...env, FORCE_COLOR: "0" } });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => console.log(`[${name}] ${line}`));
    }
    child.on("error", (error) => {
      const result = { name, status: 1, error };
      console.log(summaryOf(result));
      resolve(result);
    });
    child.on("close", (status) => {
      const wallSeconds = (performance.now() - startedAt) / 1000;
      const result = { name, status: status ?? 1, wallSeconds, cpuSeconds: cpuOfTheChildJustEnded() };
      // As each ends, so that a run's figures show which command kept the others waiting.
      console.log(summaryOf(result));
      resolve(result);
    });
  });
}

const summaryOf = (result) =>
  `${result.name}: ${result.status === 0 ? "passed" : `failed${result.error ? ` (${result.error.message})` : ""}`}${figures(result)}`;

const figures = ({ wallSeconds, cpuSeconds }) =>
  wallSeconds === undefined ? "" : ` in ${wallSeconds.toFixed(0)} s${cpuSeconds === undefined ? "" : `, ${cpuSeconds.toFixed(0)} s of CPU`}`;

/** @param {Array<[string, string, string[]]>} commands @param {NodeJS.ProcessEnv} [env] */
export async function runTogether(commands, env = process.env) {
  lastCpuReading = endedChildrenCpuSeconds();
  const startedAt = performance.now();
  const machineAtStart = machineCpuSeconds();
  const results = await Promise.all(commands.map((command) => run(command, env)));
  const machine = machineAtStart === undefined ? undefined : machineCpuSeconds() - machineAtStart;
  console.log(
    `The stage (${commands.map(([name]) => name).join(", ")}): ${((performance.now() - startedAt) / 1000).toFixed(0)} s${machine === undefined ? "" : `, ${machine.toFixed(0)} s of the machine's CPU`}.`,
  );
  return results.filter((result) => result.status !== 0).map((result) => result.name);
}
