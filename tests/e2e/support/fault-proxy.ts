// A switchable stand-in for a payroll API in trouble, in front of the run's embedded API: it passes
// every call on, or refuses connections (the API stopped), holds calls past the portal's timeout (slow),
// answers 500, or answers 200 with a body that is no JSON. No call made during a fault reaches the
// API, so nothing a test submits then is saved.
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Kind, parse, type FieldNode, type OperationDefinitionNode } from "graphql";

export type Fault = "none" | "stopped" | "slow" | "error" | "malformed";

/**
 * One GraphQL root field failing while the rest of the API works, as the reference API (GraphQL Yoga)
 * answers it: NOT_FOUND with status 404, or a resolver's unexpected error, which Yoga masks as
 * INTERNAL_SERVER_ERROR with status 200. The page views merge their queries into one document
 * (app/platform/graphql-merge.server.ts), so a whole answer of 500 would fail every query beside the
 * field; the field's own error is the only way the API fails one part of a page.
 */
export type FieldFault = { field: string; code: "NOT_FOUND" | "INTERNAL_SERVER_ERROR" };

export type FaultProxy = { url: string; set(fault: Fault | FieldFault): Promise<void>; close(): Promise<void> };

/** The alias under which a GraphQL request's body asks for `field` at its root, or null when it does not. */
function aliasOf(body: Buffer, field: string): string | null {
  const { query } = JSON.parse(body.toString("utf8")) as { query?: unknown };
  if (typeof query !== "string") return null;
  const operation = parse(query).definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  const asked = operation?.selectionSet.selections.find((selection): selection is FieldNode => selection.kind === Kind.FIELD && selection.name.value === field);
  return asked ? (asked.alias ?? asked.name).value : null;
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  let fault: Fault | FieldFault = "none";
  const held = new Set<ServerResponse>();
  const targetUrl = new URL(target);

  /** Passes the call on, with its body as read already. */
  const pass = (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const upstream = forward(
      { hostname: targetUrl.hostname, port: targetUrl.port, path: req.url, method: req.method, headers: { ...req.headers, host: targetUrl.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    upstream.end(body);
  };

  const failField = (req: IncomingMessage, res: ServerResponse, body: Buffer, { field, code }: FieldFault) => {
    const alias = req.method === "POST" && req.url === "/graphql" ? aliasOf(body, field) : null;
    if (alias === null) return pass(req, res, body);
    // The field is non-null in the schema, so its error nulls the whole data, as Yoga answers: the
    // portal asks the other queries of a merged document again, alone, and they pass.
    const status = code === "NOT_FOUND" ? 404 : 200;
    const message = code === "NOT_FOUND" ? "NOT_FOUND" : "Unexpected error.";
    res
      .writeHead(status, { "Content-Type": "application/json" })
      .end(JSON.stringify({ data: null, errors: [{ message, path: [alias], extensions: { code } }] }));
  };

  /** Answers the call as the fault of the moment has it. */
  const answer = (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    if (typeof fault === "object") return failField(req, res, body, fault);
    if (fault === "slow") {
      // Never answered: the portal gives up at its timeout; the socket goes when the fault ends.
      held.add(res);
      return;
    }
    if (fault === "error") return void res.writeHead(500, { "Content-Type": "application/json" }).end(JSON.stringify({ error: "internal" }));
    if (fault === "malformed") return void res.writeHead(200, { "Content-Type": "application/json" }).end('{"data": {"user": {"email": ');
    pass(req, res, body);
  };

  // Like an API in trouble, the proxy reads what it is asked before it answers, whatever the fault: an
  // answer that comes while the portal is still sending its body is another fault, a dropped connection.
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => answer(req, res, Buffer.concat(chunks)));
    req.on("error", () => res.destroy());
  });
  // At Node's 5 s an idle connection closed a second after the portal's pool would drop it (undici goes by
  // the Keep-Alive hint, less a second): a portal that stalled for that second sent its next call on a
  // closed connection, a failure of no fault. Half a minute outlasts any test; the stopped fault closes
  // them all at once, as a stopped API does.
  server.keepAliveTimeout = 30_000;

  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });

  return {
    url: `http://127.0.0.1:${port}`,
    async set(next) {
      for (const res of held) res.destroy();
      held.clear();
      // Stopped: nothing listens on the port, so connections are refused as by a stopped API.
      if (next === "stopped" && fault !== "stopped") await stop();
      if (next !== "stopped" && fault === "stopped") await listen(port);
      fault = next;
    },
    async close() {
      for (const res of held) res.destroy();
      if (fault !== "stopped") await stop();
    },
  };
}
