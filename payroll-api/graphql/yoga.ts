import { readFileSync } from "node:fs";
import type { Request as ExpressRequest } from "express";
import { createSchema, createYoga } from "graphql-yoga";
import { authenticateEmployee, authenticateUser } from "../auth/tokens";
import type { Database } from "../db/database";
import { apiFile } from "../files";
import type { ApiContext, Caller } from "../core/context";
import { refusalsAsGraphqlErrors } from "./errors";
import { refuseUnstorableText } from "./input-text";
import { checkTextLines } from "./text-lines";
import { queryLimitPlugins } from "./query-limits";
import type { Resolvers } from "./resolvers.generated";

// The whole schema, which npm run codegen makes of the areas' parts: the one file the image needs.
export const SCHEMA_PATH = apiFile("schema.graphql");

/** Who calls, checked once per request: a user (with their selected company) or an employee. */
async function callerOf(db: Database, headers: Headers): Promise<Caller | null> {
  const userEmail = headers.get("x-user-email");
  const userToken = headers.get("x-user-token");
  if (userEmail && userToken) {
    const user = await authenticateUser(db, userEmail, userToken);
    return user && { kind: "user", token: userToken, ...user };
  }
  const employeeEmail = headers.get("x-employee-email");
  const employeeToken = headers.get("x-employee-token");
  if (employeeEmail && employeeToken) {
    const id = await authenticateEmployee(db, employeeEmail, employeeToken);
    return id === null ? null : { kind: "employee", id, token: employeeToken };
  }
  return null;
}

/** Yoga with the schema and `resolvers`, every area's (payroll-api/resolvers.ts, handed in by app.ts, which is above the areas). */
export function createGraphqlHandler(
  resolvers: Resolvers[],
  { db, mailer, mailGuard, config, identityReadings }: Pick<ApiContext, "db" | "mailer" | "mailGuard" | "config" | "identityReadings">,
) {
  // Served from express (app.ts): its request, with the client address its trusted proxies name, is at hand.
  return createYoga<{ req: ExpressRequest }, ApiContext>({
    schema: checkTextLines(createSchema<{ req: ExpressRequest } & ApiContext>({ typeDefs: readFileSync(SCHEMA_PATH, "utf8"), resolvers })),
    context: async ({ request, req }) => ({
      db,
      mailer,
      mailGuard,
      config,
      identityReadings,
      caller: await callerOf(db, request.headers),
      clientAddress: req.ip ?? "unknown",
    }),
    graphiql: false,
    landingPage: false,
    logging: "warn",
    plugins: [...queryLimitPlugins(config), refuseUnstorableText(), refusalsAsGraphqlErrors()],
  });
}
