// Syntax-level rules only (no type information), so that a full run stays fast; tsc checks the types.
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The layers of docs/decisions/0016 and 0048: an import may only run down a layer. A pattern matches
// both the ~ aliases and the relative paths. A file's last matching layer decides: a layer repeats the
// patterns of the wider ones it narrows.
const layer = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { "no-restricted-imports": ["error", { patterns }] },
});

// The API's services (and its REST routes and seed) are below GraphQL (docs/decisions/0048, 0054).
const apiServices = [
  {
    regex: String.raw`^\.{1,2}/(.*/)?graphql(/|$)|resolvers\.generated|\.resolvers$`,
    message:
      "An API service does not import the GraphQL layer (graphql/, resolvers.generated) nor any resolvers: the resolvers call the services, and graphql/ maps their errors (docs/decisions/0048, 0054).",
  },
  {
    regex: String.raw`schema-types\.generated$`,
    importNamePattern: String.raw`^(Query|Mutation)\w+Args$`,
    message:
      "An API service takes the schema's data (its inputs, enums and types), not a resolver's arguments (Query…Args, Mutation…Args): the resolver hands over what the service asks for (docs/decisions/0054).",
  },
  {
    regex: String.raw`^\.\./rest/`,
    message: "rest/ is the top of the API beside GraphQL: app.ts mounts it and nothing imports it; what its routes share is REST's own (docs/decisions/0054).",
  },
];

// The floors under the areas, whose folder pairs were undone (docs/decisions/0054): the database does
// not know the API above it (the seed, which fills every area's tables, is seed/), and what every
// service is handed (core/), the limits and the mails do not know auth/ (the account kind is account-kind.ts).
const apiGround = {
  regex: String.raw`^\.\./(?!(log|files|\.\.)(/|$))`,
  message: "payroll-api/db/ is the ground of the API: it imports nothing of it but log and files (docs/decisions/0054).",
};
const belowAuth = {
  regex: String.raw`^\.\./auth/`,
  message: "core/, limits/ and mail/ are below auth/: they import nothing of it (docs/decisions/0054).",
};

const platformAtTheBottom = {
  regex: String.raw`^(~/|(\.\./)+)(areas|forms|ui)(/|$)`,
  message: "app/platform is the bottom of the portal: it imports no area, form or ui module (docs/decisions/0048).",
};

// What the portal remembers of the API has one owner and one policy (docs/decisions/0056): the
// folder's parts are its own, and everything else goes through its one public module.
const apiMemory = {
  regex: String.raw`(^|/)api-memory/(?!api-memory\.server$)|(^|/)(expiring-cache|last-known|account-stamp|account-cache)\.server$`,
  message: "What the portal remembers of the API goes through app/platform/api-memory/api-memory.server.ts, which holds the policy (docs/decisions/0056).",
};

export default defineConfig(
  {
    ignores: ["build/", "public/build/", ".cache/", ".react-router/", "data/", "tmp/", "test-results/", "playwright-report/", "**/*.generated.ts"],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      // A leading underscore marks a parameter that a signature needs but the body does not (Express
      // knows an error handler by its four parameters).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // A table wider than the screen scrolls in a named region that keyboard users can focus (WCAG 2.1.1).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true }],
      // TypeScript checks the props; propTypes would repeat it.
      "react/prop-types": "off",
    },
  },
  // A server test renders no React: a use… call there is a test file's set-up (useTestApi of
  // payroll-api/test-support.ts), not a hook (docs/decisions/0054).
  { files: ["app/**/*.server.test.ts"], rules: { "react-hooks/rules-of-hooks": "off" } },
  layer(
    ["domain/**/*.ts"],
    [
      {
        regex: String.raw`^(~/|(\.\./)+(app|payroll-api)(/|$))`,
        message: "domain/ holds the rules the portal and the API share: it imports neither (docs/decisions/0048).",
      },
    ],
  ),
  layer(
    ["server-kit/**/*.ts"],
    [
      {
        regex: String.raw`^(~/|~domain/|(\.\./)+(app|payroll-api|domain)(/|$))`,
        message: "server-kit/ holds what the portal's server and the API's both serve with: it imports neither, nor the domain (docs/decisions/0058).",
      },
    ],
  ),
  layer(["app/**/*.{ts,tsx}", "scripts/**/*.ts", "tests/**/*.ts"], [apiMemory], ["app/platform/api-memory/**"]),
  layer(["app/platform/**/*.{ts,tsx}"], [platformAtTheBottom, apiMemory], ["app/platform/api-memory/**"]),
  layer(["app/platform/api-memory/**/*.ts"], [platformAtTheBottom]),
  layer(
    ["app/ui/**/*.{ts,tsx}"],
    [
      { regex: String.raw`^(~/|(\.\./)+)(areas|forms)(/|$)`, message: "app/ui is below the areas and the forms: it imports neither (docs/decisions/0048)." },
      apiMemory,
    ],
  ),
  // The API's services (and its REST routes and seed) are below GraphQL: an area's resolvers
  // (<area>/*.resolvers.ts) call the services, never the other way (docs/decisions/0048, 0054).
  layer(
    ["payroll-api/**/*.ts"],
    apiServices,
    // The GraphQL layer itself, the areas' resolvers and their merged list, the app that mounts it, and the tests that drive it.
    [
      "payroll-api/graphql/**",
      "payroll-api/**/*.resolvers.ts",
      "payroll-api/resolvers.ts",
      "payroll-api/app.ts",
      "payroll-api/**/*.test.ts",
      "payroll-api/test-*.ts",
    ],
  ),
  layer(["payroll-api/db/**/*.ts"], [apiGround], ["payroll-api/**/*.test.ts"]),
  layer(["payroll-api/{core,limits,mail}/**/*.ts"], [...apiServices, belowAuth], ["payroll-api/**/*.test.ts"]),
  // A resolver calls services, its own area's or another's, never another file of resolvers: what two
  // areas' fields share is a service's (docs/decisions/0054).
  layer(
    ["payroll-api/**/*.resolvers.ts"],
    [
      {
        regex: String.raw`\.resolvers$`,
        message: "A resolvers file imports no other resolvers: what they share belongs in a service, which both call (docs/decisions/0054).",
      },
    ],
  ),
);
