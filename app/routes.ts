import { flatRoutes } from "@react-router/fs-routes";
import type { RouteConfig } from "@react-router/dev/routes";

// The routes are the files of app/routes, named by the flat-routes convention Remix had and React
// Router keeps (@react-router/fs-routes); this file is the one place that says so.
export default flatRoutes({ ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"] }) satisfies RouteConfig;
