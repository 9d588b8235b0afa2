// React Router hands loaders and actions the request as the browser sent it (v8): with scripts, a page's
// data comes from its data address, /contracts.data?_routes=…, and a form on an index route posts to
// ?index. Every reader of a request's address reads it as the page's own, through here.

/** The page's address of a request: without the data suffix (/a.data, /a/_.data, /_.data) and the router's own query marks (?_routes, an empty ?index). */
export function pageUrlOf(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith(".data")) url.pathname = url.pathname.slice(0, -".data".length).replace(/(^|\/)_$/, "$1") || "/";
  if (url.searchParams.has("_routes") || url.searchParams.has("index")) {
    const indexValues = url.searchParams.getAll("index").filter(Boolean);
    url.searchParams.delete("_routes");
    url.searchParams.delete("index");
    for (const value of indexValues) url.searchParams.append("index", value);
  }
  return url;
}
