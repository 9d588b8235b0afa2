#!/usr/bin/env node
// The browser's fingerprinted assets, compressed once at build time at each format's top level
// (brotli 11, gzip 9) beside the file, which the server sends as they are (app/platform/assets.server.ts):
// compressing on every request, at a level that must stay fast, gained almost nothing on gzip (issue 45).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const assets = path.join(process.env.PORTAL_BUILD_DIR ?? "build", "client", "assets");

for (const name of readdirSync(assets)) {
  if (!/\.(js|css)$/.test(name)) continue;
  const file = path.join(assets, name);
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}
