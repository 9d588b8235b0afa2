import { flatRoutes } from "@react-router/fs-routes";
import type { RouteConfig } from "@react-router/dev/routes";

// The routes are the files of app/routes, named by Remix's flat-routes convention (v3_routeConfig
// makes this file the one place that says so, as React Router 7's app/routes.ts does).
export default flatRoutes({ ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"] }) satisfies RouteConfig;
