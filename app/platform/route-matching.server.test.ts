import { createRequire } from "node:module";
import { rememberingMatchRoutes } from "./route-matching.server";

type Route = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Route[] };
type MatchRoutes = (
  routes: Route[],
  location: string | { pathname: string },
  basename?: string,
) => { params: object; pathname: string; pathnameBase: string; route: Route }[] | null;
const router = createRequire(import.meta.url)("@remix-run/router") as {
  matchRoutes: MatchRoutes;
  createStaticHandler: (routes: (Route & { loader?: () => null })[]) => {
    query(request: Request): Promise<unknown>;
    queryRoute(request: Request): Promise<unknown>;
  };
};
const { matchRoutes } = router;

// A tree like the portal's: layouts without a path, optional segments, parameters, a splat, an index.
const tree = (): Route[] => [
  {
    id: "root",
    path: "",
    children: [
      {
        id: "app",
        children: [
          { id: "dashboard", path: "dashboard" },
          { id: "positions", path: "positions", children: [{ id: "positions-index", index: true }] },
          { id: "position", path: "positions/view-position/:positionId" },
          { id: "wizard", path: "positions/add-position/:step?" },
          { id: "hours", path: "hours-validation/:kind?" },
          { id: "splat", path: "*" },
        ],
      },
      { id: "login", path: "login" },
    ],
  },
];

const ADDRESSES = [
  "/dashboard",
  "/positions",
  "/positions/view-position/42",
  "/positions/add-position",
  "/positions/add-position/safety",
  "/hours-validation/interim",
  "/login",
  "/nowhere/at/all",
  "/",
];
const described = (matches: ReturnType<typeof matchRoutes>) =>
  matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, base: m.pathnameBase }));

describe("rememberingMatchRoutes", () => {
  it("answers as React Router's matchRoutes does, the first time and every time after", () => {
    const remembering = rememberingMatchRoutes(matchRoutes as never) as unknown as typeof matchRoutes;
    const routes = tree();
    for (let round = 0; round < 2; round++) {
      for (const address of ADDRESSES) expect(described(remembering(routes, address)), address).toEqual(described(matchRoutes(routes, address)));
      expect(remembering(routes, "/base/dashboard", "/base")?.map((m) => m.route.id)).toEqual(["root", "app", "dashboard"]);
    }
  });

  it("works out an address once per shape of routes, and answers with the routes it is given", () => {
    let calls = 0;
    const counting = ((routes: Route[], address: string) => (calls++, matchRoutes(routes, address))) as never;
    const remembering = rememberingMatchRoutes(counting) as unknown as typeof matchRoutes;
    const first = tree();
    const second = tree(); // a render builds its own route objects of the same shape
    const fromFirst = remembering(first, "/positions/view-position/7")!;
    const fromSecond = remembering(second, "/positions/view-position/7")!;
    expect(calls).toBe(1);
    expect(fromSecond.at(-1)!.route).toBe(second[0].children![0].children![2]);
    expect(fromFirst.at(-1)!.route).toBe(first[0].children![0].children![2]);
    // Each answer has params of its own, shared by its matches as React Router's are.
    expect(fromFirst[0].params).not.toBe(fromSecond[0].params);
    expect(fromSecond[0].params).toBe(fromSecond[2].params);
    const other = tree();
    other[0].children![1].path = "sign-in";
    expect(described(remembering(other, "/login"))).toEqual(described(matchRoutes(other, "/login")));
    expect(calls).toBe(2);
  });
});

describe("the router's static handler", () => {
  it("matches through the router's export, which the one cache replaces (scripts/share-route-matching.mjs)", async () => {
    const addresses: string[] = [];
    router.matchRoutes = (routes, location, basename) => {
      addresses.push(typeof location === "string" ? location : location.pathname);
      return matchRoutes(routes, location, basename);
    };
    try {
      const handler = router.createStaticHandler([{ id: "root", path: "/", loader: () => null }]);
      await handler.query(new Request("http://portal.test/"));
      await handler.queryRoute(new Request("http://portal.test/"));
      expect(addresses).toEqual(["/", "/"]);
    } finally {
      router.matchRoutes = matchRoutes;
    }
  });
});
