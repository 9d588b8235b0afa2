import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createSchema, createYoga } from "graphql-yoga";
import { authenticate, type AccountKind } from "../auth/tokens";
import type { ApiConfig } from "../config";
import type { Database } from "../db/database";
import type { Mailer } from "../mail/mailer";
import type { ApiContext, Caller } from "./context";
import { resolvers } from "./resolvers";

export const SCHEMA_PATH = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "schema.graphql");

async function callerOf(db: Database, headers: Headers): Promise<Caller | null> {
  for (const [kind, title] of [
    ["user", "User"],
    ["employee", "Employee"],
  ] as [AccountKind, string][]) {
    const email = headers.get(`x-${title.toLowerCase()}-email`);
    const token = headers.get(`x-${title.toLowerCase()}-token`);
    if (!email || !token) continue;
    const id = await authenticate(db, kind, email, token);
    return id === null ? null : { kind, id };
  }
  return null;
}

export function createGraphqlHandler(db: Database, mailer: Mailer, config: ApiConfig) {
  return createYoga<object, ApiContext>({
    schema: createSchema<ApiContext>({ typeDefs: readFileSync(SCHEMA_PATH, "utf8"), resolvers: resolvers as never }),
    context: async ({ request }) => ({ db, mailer, config, caller: await callerOf(db, request.headers) }),
    graphiql: false,
    landingPage: false,
    logging: "warn",
  });
}
