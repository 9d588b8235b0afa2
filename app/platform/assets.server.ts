import { createReadStream, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

const TYPES: Record<string, string> = { ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8" };

// The best first: what the build made of each file (scripts/precompress-assets.mjs).
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

type Asset = { type: string; variants: Map<string, { file: string; size: number }> };

/** Whether the request's Accept-Encoding takes `encoding` (a q of 0 refuses it). */
export function accepts(acceptEncoding: string | undefined, encoding: string): boolean {
  return (acceptEncoding ?? "").split(",").some((part) => {
    const [name, ...parameters] = part.trim().split(";");
    if (name.trim().toLowerCase() !== encoding) return false;
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    return quality === undefined || Number(quality) > 0;
  });
}

/**
 * The build's fingerprinted scripts and stylesheets under /assets: each name never changes content, so
 * it is cached for a year, sent as the build compressed it, with only the headers a script needs.
 * The folder is read once: a build never changes while it is served. Any other address goes on.
 */
export function serveAssets(directory: string): RequestHandler {
  const assets = new Map<string, Asset>();
  for (const name of readdirSync(directory)) {
    const type = TYPES[path.extname(name)];
    if (!type) continue;
    const variants = new Map<string, { file: string; size: number }>();
    for (const { name: encoding, suffix } of [{ name: "identity", suffix: "" }, ...ENCODINGS]) {
      const file = path.join(directory, name + suffix);
      try {
        variants.set(encoding, { file, size: statSync(file).size });
      } catch {
        // Not precompressed: the file as it is serves every browser.
      }
    }
    assets.set(`/${name}`, { type, variants });
  }
  return (req, res, next) => {
    const asset = assets.get(req.path);
    if (!asset || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const encoding = ENCODINGS.find(({ name }) => asset.variants.has(name) && accepts(req.headers["accept-encoding"], name))?.name ?? "identity";
    const { file, size } = asset.variants.get(encoding)!;
    res.setHeader("Content-Type", asset.type);
    res.setHeader("Content-Length", size);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    if (req.method === "HEAD") return res.end();
    createReadStream(file).on("error", next).pipe(res);
  };
}
