// Dead code: files nothing reaches, exports nobody imports, packages nothing uses (`npx knip`, run by
// `npm test` after lint; docs/decisions/0048). Remix's own plugin is off: its entries are listed here,
// as app/routes.ts names them. The configurations of Vite, vitest and Playwright, and what they name
// (server.ts through the dev script, the tests' global set-up), knip's plugins find themselves.
// Untyped: with tsconfig's baseUrl, "knip" would name this file; knip checks its configuration itself.
export default {
  entry: [
    "app/routes/**/*.{ts,tsx}",
    "app/entry.{client,server}.tsx",
    "app/root.tsx",
    "app/routes.ts",
    // Declares the load context's fields to @remix-run/node: read by TypeScript, imported by nobody.
    "app/platform/load-context.ts",
    "payroll-api/{process,serve}.ts",
    "scripts/*.{ts,mjs}",
    "scripts/bench/*.ts",
    // Loaded by the soak into the server's processes with --import.
    "scripts/bench/collect-on-signal.mjs",
    "tests/**/*.ts",
    "**/*.test.{ts,tsx}",
    "tests/processes/vitest.config.ts",
  ],
  project: ["**/*.{ts,tsx,js,mjs}"],
  // React Router's dev server writes route types there; the portal types its routes with typeof loader (docs/decisions/0074).
  ignore: ["**/*.generated.ts", ".react-router/**"],
  remix: false,
  // Read as files through require.resolve, not imported: the OCR's language data and the test ID card's font.
  ignoreDependencies: ["@tesseract.js-data/eng", "@fontsource/dejavu-mono"],
  // The outage test stops the embedded API's process with the system's pkill; the balancer's HTTP/2
  // variant (tests/processes/balancer.ts) makes its certificate with the system's openssl.
  ignoreBinaries: ["pkill", "openssl"],
};
