#!/usr/bin/env node
// Compiles what runs beside the Remix build: the HTTP server (server.ts, with the embedded API's
// supervisor) and the reference payroll API's two entries (its process under the portal, and the API
// alone). Each is one ES module for Node with the packages left as imports, so production runs node on
// JavaScript, with no TypeScript loader. The portal's own modules reach server.ts through the Remix
// build (app/platform/http-server.server.ts), so they are loaded once.
import { build } from "esbuild";

const buildDirectory = process.env.PORTAL_BUILD_DIR ?? "build";

await build({
  entryPoints: { server: "server.ts", "payroll-api/process": "payroll-api/process.ts", "payroll-api/serve": "payroll-api/serve.ts" },
  outdir: buildDirectory,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
