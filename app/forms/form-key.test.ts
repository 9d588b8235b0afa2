import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { redirect } from "react-router";
import { parse } from "graphql";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { z } from "zod";
import { formAction } from "./action.server";
import { FORM_KEY_FIELD, formKeyOf, newFormKey } from "~/platform/form-key";
import { env, settleEnv, type Env } from "~/platform/env.server";

// A form's one-time key (docs/decisions/0034-one-time-form-keys.md) goes from its hidden field, through
// formAction, to the payroll API as the Idempotency-Key of each change the save makes.

let server: Server;
// The environment before this file pointed the client at its server: files share a process (vitest.projects.ts).
let environmentBefore: Env;
let received: { method: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    received.push({ method: req.method!, headers: req.headers });
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ data: { addCostPlace: { id: "1" } } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  environmentBefore = env();
  settleEnv({ ...environmentBefore, PAYROLL_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});

afterAll(async () => {
  settleEnv(environmentBefore);
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => (received = []));

const credentials = { kind: "user" as const, email: "employer@example.com", token: "secret-token" };
const ADD = parse("mutation Add($name: String!) { addCostPlace(input: { name: $name }) { id } }") as TypedDocumentNode<unknown, { name: string }>;
const Schema = z.object({ name: z.string() });

/** The cost place form posted with these fields, its save adding the cost place by GraphQL and REST. */
async function submit(fields: Record<string, string>) {
  const { graphql, rest } = await import("~/platform/payroll-api.server");
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request("http://localhost/settings/add-cost-place", { method: "POST", body });
  await formAction({
    request,
    schema: Schema,
    save: async ({ name }) => {
      await graphql(ADD, { name }, credentials);
      await rest("/api/anything", { method: "POST", body: { name }, credentials });
      await rest("/api/anything", { method: "GET", credentials });
      return redirect("/settings/cost-places");
    },
    failed: "failed",
  });
  return received.map(({ method, headers }) => ({ method, key: headers["idempotency-key"] }));
}

describe("a form's one-time key", () => {
  it("is 32 hex digits, new each time", () => {
    const keys = new Set(Array.from({ length: 100 }, newFormKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it("is read from the form only when it is one of ours", () => {
    const form = (value: string) => {
      const data = new FormData();
      data.set(FORM_KEY_FIELD, value);
      return data;
    };
    const key = newFormKey();
    expect(formKeyOf(form(key))).toBe(key);
    expect(formKeyOf(form(`${key}x`))).toBeUndefined();
    expect(formKeyOf(form("<script>"))).toBeUndefined();
    expect(formKeyOf(new FormData())).toBeUndefined();
  });

  it("goes with each change the save makes, and with no read", async () => {
    const key = newFormKey();
    expect(await submit({ name: "Dubbelklik Gent", [FORM_KEY_FIELD]: key })).toEqual([
      { method: "POST", key },
      { method: "POST", key },
      { method: "GET", key: undefined },
    ]);
  });

  it("is not sent when the form had none", async () => {
    expect((await submit({ name: "Dubbelklik Gent" })).map((call) => call.key)).toEqual([undefined, undefined, undefined]);
  });
});
