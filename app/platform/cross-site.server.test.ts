import type { AddressInfo } from "node:net";
import express from "express";
import { crossSiteRefusalPage, isCrossSite, refuseCrossSiteRequests } from "./cross-site.server";

const OWN = { host: "portal.example:3000" };

describe("isCrossSite", () => {
  it("lets reading requests through whatever they say they came from", () => {
    for (const method of ["GET", "HEAD", "get"]) expect(isCrossSite({ method, origin: "http://evil.example", ...OWN })).toBe(false);
  });

  it("lets a change through from the portal's own host, by Origin or, without one, by Referer", () => {
    expect(isCrossSite({ method: "POST", origin: "http://portal.example:3000", ...OWN })).toBe(false);
    expect(isCrossSite({ method: "POST", referer: "https://portal.example:3000/settings/add-cost-place?x=1", ...OWN })).toBe(false);
  });

  it("refuses a change from another host, another port, Origin: null, or an address that does not parse", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) expect(isCrossSite({ method, origin: "http://evil.example", ...OWN })).toBe(true);
    expect(isCrossSite({ method: "POST", origin: "http://portal.example:4000", ...OWN })).toBe(true);
    expect(isCrossSite({ method: "POST", origin: "http://portal.example.evil.example:3000", ...OWN })).toBe(true);
    expect(isCrossSite({ method: "POST", origin: "null", ...OWN })).toBe(true);
    expect(isCrossSite({ method: "POST", referer: "not a url", ...OWN })).toBe(true);
    expect(isCrossSite({ method: "POST", referer: "http://evil.example/page", ...OWN })).toBe(true);
  });

  it("takes Origin over Referer when both are there", () => {
    expect(isCrossSite({ method: "POST", origin: "http://evil.example", referer: "http://portal.example:3000/", ...OWN })).toBe(true);
  });

  it("compares with the host Remix compares with: the first X-Forwarded-Host, else Host", () => {
    const behindProxy = { forwardedHost: "portal.example, proxy.internal", host: "10.0.0.5:3000" };
    expect(isCrossSite({ method: "POST", origin: "https://portal.example", ...behindProxy })).toBe(false);
    expect(isCrossSite({ method: "POST", origin: "http://10.0.0.5:3000", ...behindProxy })).toBe(true);
    expect(isCrossSite({ method: "POST", origin: "http://portal.example:3000" })).toBe(true);
  });

  it("lets through a request that names no source: browsers send Origin with every cross-site POST", () => {
    expect(isCrossSite({ method: "POST", ...OWN })).toBe(false);
  });
});

describe("the refusal page", () => {
  it.each([
    ["en", "This form was refused"],
    ["nl", "Dit formulier is geweigerd"],
    ["fr", "Ce formulaire a été refusé"],
  ] as const)("is a whole page in %s with one h1 and the portal's stylesheet", (language, title) => {
    const html = crossSiteRefusalPage(language, "/build/css-bundle-X.css");
    expect(html).toMatch(/^<!DOCTYPE html><html lang="(en|nl|fr)">/);
    expect(html).toContain(`lang="${language}"`);
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain('<link rel="stylesheet" href="/build/css-bundle-X.css">');
    expect(html).toContain('<a href="/">');
  });
});

describe("refuseCrossSiteRequests", () => {
  async function portal() {
    const app = express();
    app.use(refuseCrossSiteRequests(() => undefined));
    app.all("*", (_req, res) => res.send("handled"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { base, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it("answers a cross-site POST with 403 in the user's language, and never hands it on", async () => {
    const { base, close } = await portal();
    try {
      const refused = await fetch(`${base}/settings/add-cost-place`, {
        method: "POST",
        headers: { Origin: "http://evil.example", Cookie: "lng=Im5sIg%3D%3D", "Content-Type": "application/x-www-form-urlencoded" },
        body: "name=Evil",
      });
      expect(refused.status).toBe(403);
      expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
      expect(refused.headers.get("cache-control")).toBe("no-store");
      const html = await refused.text();
      expect(html).toContain('<html lang="nl">');
      expect(html).not.toContain("handled");

      const byBrowserLanguage = await fetch(`${base}/logout`, { method: "POST", headers: { Origin: "null", "Accept-Language": "fr-BE,fr;q=0.9" } });
      expect(byBrowserLanguage.status).toBe(403);
      expect(await byBrowserLanguage.text()).toContain('<html lang="fr">');

      const ownPost = await fetch(`${base}/settings/add-cost-place`, { method: "POST", headers: { Origin: base } });
      expect(await ownPost.text()).toBe("handled");
    } finally {
      await close();
    }
  });
});
