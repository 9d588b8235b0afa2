// The image and the compose topology, checked without a Docker engine, which the development machines
// do not run (docs/decisions/0045): compose.yaml's services, their environments as the portal and the
// API read them at start-up, their start order and healthchecks, and nginx's upstreams; the
// Dockerfile's stages and what its image holds; the build context that .dockerignore leaves.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { bodyLimitOf, uploadRoutes } from "~/platform/body-limits.server";
import { parseEnv } from "~/platform/env.server";
import { serverTimeouts } from "~/platform/server-timeouts.server";
import { standaloneSettings } from "../../payroll-api/env";
import { composeValue, copiedTo, copyOf, dockerIgnored, dockerfileStages, dockerignorePatterns, envOf } from "../support/deploy-files";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

type Service = {
  image?: string;
  build?: string;
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[]; start_period?: string };
};
const compose = parse(read("compose.yaml")) as { services: Record<string, Service> };
const { services } = compose;
const PORTALS = ["portal-a", "portal-b"];

const stages = dockerfileStages(path.join(ROOT, "Dockerfile"));
const runtime = stages.at(-1)!;
const instructionsOf = (keyword: string) => runtime.instructions.filter((instruction) => instruction.keyword === keyword);
const imageEnv = Object.assign({}, ...instructionsOf("ENV").map(envOf)) as Record<string, string>;

/** What an operator gives compose: the two required secrets. */
const OPERATOR_ENV = { SESSION_SECRET: "a-secret-of-at-least-32-characters-for-both", POSTGRES_PASSWORD: "pgpassword42" };
/** A service's environment inside its container: the image's, then compose's, substituted from `given`. */
const containerEnv = (name: string, given: Record<string, string> = OPERATOR_ENV) => ({
  ...(services[name].build ? imageEnv : {}),
  ...Object.fromEntries(Object.entries(services[name].environment ?? {}).map(([key, value]) => [key, composeValue(String(value), given)])),
});

describe("compose.yaml", () => {
  it("runs PostgreSQL, one reference API, two portals and nginx, and publishes nginx's port alone", () => {
    expect(Object.keys(services).sort()).toEqual(["nginx", "payroll-api", "portal-a", "portal-b", "postgres"]);
    for (const name of ["payroll-api", ...PORTALS]) expect(services[name], name).toMatchObject({ build: ".", image: "employer-portal" });
    expect(Object.entries(services).flatMap(([name, service]) => (service.ports ?? []).map((port) => `${name} ${port}`))).toEqual(["nginx 8080:8080"]);
    expect(read("deploy/nginx.conf")).toMatch(/^\s*listen 8080;$/m);
  });

  it("gives each portal what the portal needs to start in production, the same for both, with the API's address", () => {
    const [a, b] = PORTALS.map((name) => containerEnv(name));
    expect(a).toEqual(b);
    const env = parseEnv(a);
    expect(env).toMatchObject({ NODE_ENV: "production", SESSION_SECRET: OPERATOR_ENV.SESSION_SECRET, TRUST_PROXY_HOPS: 1 });
    expect(env.PAYROLL_API_URL).toBe(`http://payroll-api:${imageEnv.PORT}`);
  });

  it("stops rather than start portals without SESSION_SECRET, or PostgreSQL without a password", () => {
    expect(() => containerEnv("portal-a", { POSTGRES_PASSWORD: "x" })).toThrow(/^SESSION_SECRET: /);
    expect(() => containerEnv("postgres", { SESSION_SECRET: "x" })).toThrow(/^POSTGRES_PASSWORD: /);
  });

  it("runs the compiled API alone on the PostgreSQL service, reachable from the portals", () => {
    expect(services["payroll-api"].command).toEqual(["node", "build/payroll-api/serve.js"]);
    expect(read("scripts/build-server.mjs")).toContain('"payroll-api/serve": "payroll-api/serve.ts"');
    const { host, options } = standaloneSettings(containerEnv("payroll-api"));
    expect(host).toBe("0.0.0.0");
    expect(options.port).toBe(Number(imageEnv.PORT));
    const database = new URL(options.databaseUrl!);
    const postgres = containerEnv("postgres");
    expect([database.hostname, database.port, database.username, database.password, database.pathname]).toEqual([
      "postgres",
      "5432",
      postgres.POSTGRES_USER,
      postgres.POSTGRES_PASSWORD,
      `/${postgres.POSTGRES_DB}`,
    ]);
  });

  it("starts each service once what it needs is healthy, and each of those has a healthcheck", () => {
    const startOrder = Object.fromEntries(Object.entries(services).map(([name, service]) => [name, service.depends_on ?? {}]));
    expect(startOrder).toEqual({
      postgres: {},
      "payroll-api": { postgres: { condition: "service_healthy" } },
      "portal-a": { "payroll-api": { condition: "service_healthy" } },
      "portal-b": { "payroll-api": { condition: "service_healthy" } },
      nginx: { "portal-a": { condition: "service_healthy" }, "portal-b": { condition: "service_healthy" } },
    });
    for (const name of ["postgres", "nginx"]) expect(services[name].healthcheck?.start_period, name).toBeDefined();
    // The API and the portals take the image's: its start period covers a first start on PGlite.
    expect(instructionsOf("HEALTHCHECK")[0]?.args).toMatch(/--start-period=\d+s .*\/healthz/);
  });

  it("balances the two portal services at the image's port, with the shared proxying mounted where nginx.conf includes it", () => {
    const upstreams = [...read("deploy/nginx.conf").matchAll(/^\s*server (\S+) /gm)].map((match) => match[1]);
    expect(upstreams).toEqual(PORTALS.map((name) => `${name}:${imageEnv.PORT}`));
    const included = /^\s*include (\S+);$/m.exec(read("deploy/nginx.conf"))?.[1];
    expect(services.nginx.volumes).toContain(`./deploy/nginx-portal-proxy.conf:${included}:ro`);
    expect(services.nginx.volumes).toContain("./deploy/nginx.conf:/etc/nginx/nginx.conf:ro");
  });

  it("lets through nginx every body a portal reads, so that the portal refuses the larger ones with its own page", () => {
    const env = parseEnv(containerEnv("portal-a"));
    const largestFiles = Math.max(
      ...uploadRoutes({ logoMaxMegabytes: env.LOGO_MAX_MB, workPostSheetMaxMegabytes: env.WORK_POST_SHEET_MAX_MB }).map((route) => route.filesBytes),
    );
    const largestBody = bodyLimitOf("/upload", "multipart/form-data", [{ path: /^\/upload$/, filesBytes: largestFiles }]);
    const nginxLimit = Number(/^client_max_body_size (\d+)m;$/m.exec(read("deploy/nginx-portal-proxy.conf"))?.[1]) * 1024 * 1024;
    expect(nginxLimit).toBeGreaterThanOrEqual(largestBody);
  });

  it("limits slow clients and connections per client address at nginx, and closes idle connections to a portal before the portal does", () => {
    const proxy = read("deploy/nginx-portal-proxy.conf");
    const seconds = (directive: string, text = proxy) => Number(new RegExp(`^\\s*${directive} (\\d+)s;$`, "m").exec(text)?.[1]);
    const timeouts = serverTimeouts(parseEnv(containerEnv("portal-a")).REQUEST_TIMEOUT_S);
    expect(seconds("client_header_timeout") * 1000).toBe(timeouts.headersTimeout);
    for (const directive of ["client_body_timeout", "send_timeout", "keepalive_timeout"]) expect(seconds(directive), directive).toBeLessThanOrEqual(30);
    const zone = /^\s*limit_conn_zone \$binary_remote_addr zone=(\w+):\d+m;$/m.exec(read("deploy/nginx.conf"))?.[1];
    expect(proxy).toMatch(new RegExp(`^limit_conn ${zone} \\d+;$`, "m"));
    expect(seconds("keepalive_timeout", read("deploy/nginx.conf")) * 1000).toBeLessThan(timeouts.keepAliveTimeout!);
  });
});

describe("Dockerfile", () => {
  it("builds in stages and runs the compiled portal as a non-root user under tini, in production", () => {
    expect(stages.map((stage) => stage.name)).toEqual(["deps", "build", "production-deps", "runtime"]);
    expect(runtime.from).toBe(stages[0].from);
    expect(imageEnv.NODE_ENV).toBe("production");
    expect(instructionsOf("USER").map((instruction) => instruction.args)).toEqual(["node"]);
    expect(instructionsOf("ENTRYPOINT")[0]?.args).toBe('["/usr/bin/tini", "--"]');
    expect(instructionsOf("CMD")[0]?.args).toBe('["node", "build/server.js"]');
    expect(runtime.instructions.map((instruction) => instruction.args).join("\n")).not.toMatch(/\btsx\b|npm (ci|install)/);
  });

  it("takes from the other stages only the build and the production dependencies", () => {
    const fromStages = instructionsOf("COPY")
      .map(copyOf)
      .filter((copy) => copy.from);
    expect(fromStages).toEqual([
      { from: "production-deps", sources: ["/app/node_modules"], destination: "./node_modules" },
      { from: "build", sources: ["/app/build"], destination: "./build" },
    ]);
    expect(stages.find((stage) => stage.name === "production-deps")?.instructions.map((instruction) => instruction.args)).toContain(
      "npm prune --omit=dev --no-audit --no-fund",
    );
  });

  it("hands the build the commit and its time, which vite.config.ts reads where there is no .git", () => {
    const build = stages.find((stage) => stage.name === "build")!.instructions;
    const npmBuild = build.findIndex((instruction) => instruction.keyword === "RUN" && instruction.args === "npm run build");
    const argsBefore = build.slice(0, npmBuild).filter((instruction) => instruction.keyword === "ARG");
    expect(argsBefore.map((instruction) => instruction.args).sort()).toEqual(["SOURCE_COMMIT", "SOURCE_DATE_EPOCH"]);
    for (const name of ["SOURCE_COMMIT", "SOURCE_DATE_EPOCH"]) expect(read("vite.config.ts")).toContain(`process.env.${name}`);
  });

  it("copies every file the compiled API reads from disk (apiFile) to where it looks for it", () => {
    const sources = readdirSync(path.join(ROOT, "payroll-api"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts") && !file.includes(".test.") && !file.startsWith("test-"))
      .map((file) => read(path.join("payroll-api", file)));
    const readFromDisk = sources.flatMap((source) =>
      [...source.matchAll(/apiFile\(([^)]*)\)/g)].map((match) => ["payroll-api", ...[...match[1].matchAll(/"([^"]+)"/g)].map((part) => part[1])].join("/")),
    );
    expect(readFromDisk.length, "files the API reads").toBeGreaterThanOrEqual(3);
    const copied = instructionsOf("COPY")
      .map(copyOf)
      .filter((copy) => !copy.from)
      .flatMap((copy) => copy.sources.map((source) => copiedTo(source, copy.destination)));
    for (const file of readFromDisk)
      expect(
        copied.some((target) => file === target || file.startsWith(`${target}/`)),
        file,
      ).toBe(true);
  });
});

describe(".dockerignore", () => {
  const patterns = dockerignorePatterns(path.join(ROOT, ".dockerignore"));
  const tracked = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" }).trim().split("\n");
  const context = tracked.filter((file) => !dockerIgnored(patterns, file));

  it("keeps out secrets, local data, dependencies, build output, caches and the tests", () => {
    const kept = [".env", ".env.production", "data/pglite/PG_VERSION", "tmp/e2e/x", "node_modules/react/index.js", "build/server.js", ".cache/x", ".git/HEAD"];
    const tests = ["tests/unit/deploy.test.ts", "app/routes/x.test.tsx", "payroll-api/test-support.ts", "test-results/x", "playwright-report/index.html"];
    for (const file of [...kept, ...tests]) expect(dockerIgnored(patterns, file), file).toBe(true);
    expect(context.filter((file) => /\.test\.|^tests\//.test(file))).toEqual([]);
  });

  it("leaves in the build context what the build and the image read", () => {
    const needed = [
      "package.json",
      "package-lock.json",
      "server.ts",
      "vite.config.ts",
      "scripts/build-server.mjs",
      "app/root.tsx",
      "locales/en/common.json",
      "public/favicon.svg",
    ];
    for (const file of needed) expect(context, file).toContain(file);
    for (const stage of stages) {
      for (const copy of stage.instructions.filter((instruction) => instruction.keyword === "COPY").map(copyOf)) {
        if (copy.from) continue;
        for (const source of copy.sources.filter((name) => name !== ".")) {
          expect(existsSync(path.join(ROOT, source)), source).toBe(true);
          expect(
            context.some((file) => file === source || file.startsWith(`${source}/`)),
            `${source} in the context`,
          ).toBe(true);
        }
      }
    }
  });
});
