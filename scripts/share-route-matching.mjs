#!/usr/bin/env node
// Run after every install (package.json's postinstall, the image's too). React Router's static
// handler, which answers every Remix request on the server, matches routes through the router
// module's own `matchRoutes`, a local binding that nothing outside the module can replace. Its two
// calls are pointed at the module's export instead, which the portal's one route-matching cache
// replaces when the server starts (app/platform/route-matching.server.ts), so that one cache serves
// every call (docs/decisions/0044). Plain Node, no dependency: it runs under `npm ci --omit=dev`.
// Running it twice changes nothing; a router whose code no longer holds the two calls fails the
// install, so an upgrade cannot silently lose the cache.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const LOCAL_CALL = "let matches = matchRoutes(dataRoutes, location, basename);";
const EXPORTED_CALL = "let matches = exports.matchRoutes(dataRoutes, location, basename);";
const CALLS = 2; // the static handler's query and queryRoute

const file = createRequire(import.meta.url).resolve("@remix-run/router");
const code = readFileSync(file, "utf8");
const local = code.split(LOCAL_CALL).length - 1;
const exported = code.split(EXPORTED_CALL).length - 1;

if (exported === CALLS && local === 0) {
  console.log(`share-route-matching: ${file} already matches through its export`);
} else if (local === CALLS && exported === 0) {
  writeFileSync(file, code.replaceAll(LOCAL_CALL, EXPORTED_CALL));
  console.log(`share-route-matching: the static handler of ${file} now matches through its export`);
} else {
  console.error(`share-route-matching: ${file} holds ${local} local and ${exported} exported calls, not ${CALLS}: see docs/decisions/0044`);
  process.exit(1);
}
