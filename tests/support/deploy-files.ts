// Readers of the deployment files for tests that run without a Docker engine (tests/unit/deploy.test.ts):
// the Dockerfile's stages and instructions, .dockerignore's patterns as Docker matches them, and the
// variables compose substitutes.
import { readFileSync } from "node:fs";
import path from "node:path";

export type Instruction = { keyword: string; args: string };
export type Stage = { name: string; from: string; instructions: Instruction[] };

/** The Dockerfile's stages, each with its instructions (continued lines joined, comments left out). */
export function dockerfileStages(file: string): Stage[] {
  const lines = readFileSync(file, "utf8")
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, keyword, args] = /^(\S+)\s+(.*)$/.exec(line) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args: args.replace(/\s+/g, " ") };
    if (instruction.keyword === "FROM") {
      const [from, , name] = instruction.args.split(" ");
      stages.push({ name: name ?? String(stages.length), from, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

/** The variables an ENV instruction sets (KEY=value pairs, unquoted, as this project writes them). */
export const envOf = (instruction: Instruction): Record<string, string> =>
  Object.fromEntries(instruction.args.split(" ").map((pair) => pair.split("=", 2) as [string, string]));

/** A COPY's options, sources and destination: `COPY --from=build /app/build ./build`. */
export function copyOf(instruction: Instruction): { from?: string; sources: string[]; destination: string } {
  const words = instruction.args.split(" ");
  const from = words.find((word) => word.startsWith("--from="))?.slice("--from=".length);
  const paths = words.filter((word) => !word.startsWith("--"));
  return { from, sources: paths.slice(0, -1), destination: paths.at(-1)! };
}

/** Where a COPY puts `source` inside the working directory: into a destination ending in "/", or as it. */
export const copiedTo = (source: string, destination: string) =>
  path.posix.normalize(destination.endsWith("/") ? path.posix.join(destination, path.posix.basename(source)) : destination);

/**
 * Whether .dockerignore keeps `file` (a path from the root of the checkout) out of the build context.
 * Docker's rules: a pattern is anchored at the root, `*` and `?` stay within a segment, `**` spans
 * any number of them, and a pattern that matches a folder excludes everything in it. No `!` here.
 */
export function dockerIgnored(patterns: string[], file: string): boolean {
  const wildcards = new Map([
    ["**/", "(?:.*/)?"],
    ["**", ".*"],
    ["*", "[^/]*"],
    ["?", "[^/]"],
  ]);
  const expressions = patterns.map((pattern) => {
    if (pattern.startsWith("!")) throw new Error("exceptions (!) are not read here");
    const source = path.posix
      .normalize(pattern.replace(/^\//, ""))
      .split(/(\*\*\/|\*\*|\*|\?)/)
      .map((part) => wildcards.get(part) ?? part.replace(/[.+^${}()|[\]\\]/g, "\\$&"))
      .join("");
    return new RegExp(`^${source}$`);
  });
  const segments = file.split("/");
  const ancestors = segments.map((_, index) => segments.slice(0, index + 1).join("/"));
  return ancestors.some((ancestor) => expressions.some((expression) => expression.test(ancestor)));
}

/** .dockerignore's patterns. */
export const dockerignorePatterns = (file: string) =>
  readFileSync(file, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));

/**
 * A value of compose.yaml as compose substitutes it from `env`: ${NAME}, ${NAME:-default} and
 * ${NAME:?message}, which stops compose when NAME is unset or empty.
 */
export function composeValue(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, operator: string | undefined, argument: string) => {
    if (env[name]) return env[name];
    if (operator === "?") throw new Error(`${name}: ${argument}`);
    return operator === "-" ? argument : "";
  });
}
