import type { RequestHandler } from "express";

// Text in the API's JSON bodies, made fit for PostgreSQL before any route or resolver sees it.

// A lone surrogate (JSON's "\ud800" escape) is stored as U+FFFD in a text column, as any UTF-8 encoder
// writes it, but fails a json column outright (the drafts): every string is made well-formed the same
// way as it is parsed, so that both columns store the same thing.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The reviver of the API's JSON parsers: lone surrogates become U+FFFD. */
export const wellFormedText = (_key: string, value: unknown): unknown => (typeof value === "string" ? value.replace(LONE_SURROGATE, "\ufffd") : value);

// PostgreSQL's text cannot hold U+0000 at all: a NUL anywhere would fail the first query that stores
// or compares it (22021), deep inside whatever took it. No field of the API means to hold one, so such
// a body is refused as the client's error before it reaches any route or resolver.

/** Whether any string in a parsed JSON value (keys included) holds a NUL character. */
export function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object") return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item));
  return false;
}

/** 400 for a body with a NUL character: in GraphQL's shape on the GraphQL endpoint, so that clients read its code. */
export function refuseNulCharacters(graphqlEndpoint: string): RequestHandler {
  return (req, res, next) => {
    if (!containsNul(req.body)) return next();
    if (req.path === graphqlEndpoint) {
      return res.status(400).json({ errors: [{ message: "TEXT_INVALID", extensions: { code: "BAD_USER_INPUT" } }] });
    }
    return res.status(400).json({ error: "bad_request" });
  };
}
