// What server.ts takes from the portal's build rather than from source: the portal's modules are then
// loaded once, by the build, and the request scope server.ts opens is the one the loaders read. The
// build hands it over as an export of app/entry.server.tsx.
// The framework's adapter comes from here too: it loads React, whose build (development or production)
// is chosen by NODE_ENV when it is first loaded, after server.ts has settled it.
export { createRequestHandler } from "@react-router/express";
export { loadContextOf } from "./load-context.server";
export { newAccountStampOnChanges } from "./api-memory/api-memory.server";
export { serveAssets } from "./assets.server";
export { observeRequests, pages } from "./access-log.server";
export { limitBodies, uploadRoutes } from "./body-limits.server";
export { refuseCrossSiteRequests } from "./cross-site.server";
export { EnvError, parseEnv, settleEnv, type Env } from "./env.server";
export { startErrorReporting } from "./error-reporting.server";
export { discardUnreadBodies, formBodiesOnly } from "./form-bodies.server";
export { log } from "./log.server";
export { serveMetrics } from "./metrics.server";
export { serverTimeouts } from "./server-timeouts.server";
export { languageOfExpressRequest, ownRefusalPage } from "./own-pages.server";
export { readiness } from "./readiness.server";
export { oneRequestPerTurn } from "../../server-kit/request-turns";
export { stylesheetHref } from "./stylesheet.server";
