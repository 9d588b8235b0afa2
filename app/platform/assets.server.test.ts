import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gunzipSync, gzipSync } from "node:zlib";
import express from "express";
import { accepts, serveAssets } from "./assets.server";

describe("accepts", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br", true],
    ["gzip, deflate", "br", false],
    ["br;q=0, gzip", "br", false],
    ["br;q=0.1", "br", true],
    ["BR", "br", true],
    [undefined, "gzip", false],
  ])("%s takes %s: %s", (header, encoding, expected) => {
    expect(accepts(header, encoding)).toBe(expected);
  });
});

describe("serveAssets", () => {
  const directory = mkdtempSync(path.join(tmpdir(), "assets-"));
  const script = "export const answer = 42;\n".repeat(20);
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    writeFileSync(path.join(directory, "page-abc.js"), script);
    writeFileSync(path.join(directory, "page-abc.js.br"), brotliCompressSync(script));
    writeFileSync(path.join(directory, "page-abc.js.gz"), gzipSync(script));
    writeFileSync(path.join(directory, "plain-def.css"), "a{color:red}");
    const app = express();
    app.use("/assets", serveAssets(directory));
    app.use((_req, res) => res.status(404).send("the router's page"));
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://localhost:${(server.address() as AddressInfo).port}/assets`;
    close = () => server.close();
  });
  afterAll(() => {
    close();
    rmSync(directory, { recursive: true, force: true });
  });

  // fetch would decode the body itself: node:http shows what was sent.
  async function raw(address: string, acceptEncoding: string, method = "GET") {
    return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      request(address, { method, headers: { "accept-encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    });
  }

  it("sends brotli to a browser that takes it, with a script's headers and a year's caching", async () => {
    const { status, headers } = await raw(`${base}/page-abc.js`, "gzip, deflate, br");
    expect(status).toBe(200);
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(headers["vary"]).toBe("Accept-Encoding");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["content-security-policy"]).toBeUndefined();
  });

  it("sends gzip to one that takes only gzip, and the file as it is to one that takes neither", async () => {
    const gzipped = await raw(`${base}/page-abc.js`, "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString()).toBe(script);
    const plain = await raw(`${base}/page-abc.js`, "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers["content-length"]).toBe(String(script.length));
  });

  it("sends a file the build did not compress as it is, and a HEAD request without a body", async () => {
    const css = await raw(`${base}/plain-def.css`, "br");
    expect(css.headers["content-encoding"]).toBeUndefined();
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    const head = await raw(`${base}/page-abc.js`, "br", "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it("leaves any other address, and the compressed copies' own names, to what follows", async () => {
    for (const name of ["missing.js", "page-abc.js.br", "../assets.server.ts"]) {
      const { status, body } = await raw(`${base}/${name}`, "br");
      expect(status).toBe(404);
      expect(body.toString()).toBe("the router's page");
    }
  });
});
