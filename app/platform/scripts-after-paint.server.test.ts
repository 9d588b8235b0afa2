import { scriptsAfterFirstPaint } from "./scripts-after-paint.server";

// The tail of a document as Remix renders it (entry.server's output of the dashboard, shortened).
const NONCE = "gjwrO5jvcQIAhq8VBX82CQ==";
const RENDERED = [
  '<!DOCTYPE html><html lang="en"><head><style nonce="' + NONCE + '">body{}</style></head><body><main><h1>Dashboard</h1></main>',
  '<link rel="preload" as="fetch" crossorigin="anonymous" href="/locales/en/common.json?v=1"/>',
  '<link rel="modulepreload" href="/build/entry.client-X.js"/><link rel="modulepreload" href="/build/routes/_app.dashboard-Y.js"/>',
  `<script nonce="${NONCE}">window.__remixContext = {};</script>`,
  `<script nonce="${NONCE}" type="module" async="">import * as route0 from "/build/root-Z.js";\nimport("/build/entry.client-X.js");</script>`,
  "</body></html>",
].join("");

describe("scriptsAfterFirstPaint", () => {
  const deferred = scriptsAfterFirstPaint(RENDERED, NONCE);

  it("names the page's modules inertly: no preload, no module script the parser would run", () => {
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(deferred).not.toContain('type="module"');
    expect(deferred).toContain('<link rel="x-modulepreload-after-paint" href="/build/entry.client-X.js"/>');
    expect(deferred).toContain('<link rel="x-modulepreload-after-paint" href="/build/routes/_app.dashboard-Y.js"/>');
    expect(deferred).toContain(`<script nonce="${NONCE}" type="text/x-module-after-paint" async="">import * as route0`);
  });

  it("keeps everything else as rendered: the page, its styles, the translations' preload and Remix's context", () => {
    const restored = deferred
      .replace(/<script nonce="[^"]*">\(\(\) => \{[\s\S]*?\}\)\(\);<\/script><\/body>/, "</body>")
      .replaceAll('rel="x-modulepreload-after-paint"', 'rel="modulepreload"')
      .replace('type="text/x-module-after-paint"', 'type="module"');
    expect(restored).toBe(RENDERED);
  });

  it("adds, last in the body and under the page's nonce, the script that starts them after the first frame", () => {
    expect(deferred).toMatch(
      new RegExp(`<script nonce="${NONCE}">\\(\\(\\) => \\{[\\s\\S]*requestAnimationFrame[\\s\\S]*\\}\\)\\(\\);</script></body></html>$`),
    );
  });

  it("answers a document without Remix's module script as it is", () => {
    const plain = "<!DOCTYPE html><html><body><h1>Service unavailable</h1></body></html>";
    expect(scriptsAfterFirstPaint(plain, NONCE)).toBe(plain);
    // Another nonce's script is not this request's.
    expect(scriptsAfterFirstPaint(RENDERED, "other")).toBe(RENDERED);
  });
});
