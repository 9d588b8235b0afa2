// One Node everywhere (docs/decisions/0068): the `node` devDependency that npm scripts and npx find
// first on their PATH, the Node the tests run on, `engines`, and the Docker image's base.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const packageJson = JSON.parse(readFileSync(`${ROOT}/package.json`, "utf8")) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const pinned = packageJson.devDependencies.node;
const major = pinned.split(".")[0];

describe("the one Node", () => {
  it("is pinned exactly, on an LTS line (even major), and engines names that line alone", () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Number(major) % 2).toBe(0);
    expect(packageJson.engines.node).toBe(`^${major}.0.0`);
  });

  it("is what the Docker image is built on and runs", () => {
    expect(readFileSync(`${ROOT}/Dockerfile`, "utf8")).toMatch(new RegExp(`^ARG NODE_IMAGE=node:${pinned.replaceAll(".", "\\.")}-`, "m"));
  });

  it("runs these tests, and is the `node` that a command they start finds on the PATH", () => {
    expect(process.version).toBe(`v${pinned}`);
    expect(execFileSync("node", ["--version"], { encoding: "utf8" }).trim()).toBe(`v${pinned}`);
  });
});
