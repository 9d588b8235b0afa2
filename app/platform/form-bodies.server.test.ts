import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import express, { type NextFunction, type Request, type Response } from "express";
import { discardUnreadBodies, formBodiesOnly, readFormData } from "./form-bodies.server";

function run(method: string, headers: Record<string, string>) {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const request = { method, get: (name: string) => lower[name.toLowerCase()] } as unknown as Request;
  const answer = { status: 0, body: "" };
  const response = {
    status(code: number) {
      answer.status = code;
      return this;
    },
    type() {
      return this;
    },
    send(body: string) {
      answer.body = body;
      return this;
    },
  } as unknown as Response;
  let passed = false;
  formBodiesOnly()(request, response, (() => (passed = true)) as NextFunction);
  return { passed, ...answer };
}

describe("formBodiesOnly", () => {
  it("lets forms through, urlencoded and multipart, whatever the parameters", () => {
    expect(run("POST", { "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8", "Content-Length": "12" }).passed).toBe(true);
    expect(run("POST", { "Content-Type": "multipart/form-data; boundary=x", "Transfer-Encoding": "chunked" }).passed).toBe(true);
  });

  it("lets requests without a body through", () => {
    expect(run("GET", { "Content-Type": "application/json", "Content-Length": "10" }).passed).toBe(true);
    expect(run("POST", { "Content-Length": "0" }).passed).toBe(true);
    expect(run("POST", {}).passed).toBe(true);
  });

  it.each(["application/json", "text/plain", "application/xml", ""])("refuses a body of type %j with 415", (type) => {
    const answer = run("POST", { "Content-Type": type, "Content-Length": "20" });
    expect(answer).toMatchObject({ passed: false, status: 415 });
    expect(answer.body).toContain("Unsupported Media Type");
  });
});

describe("readFormData", () => {
  const post = (contentType: string, body: string) =>
    new globalThis.Request("http://portal.test/form", { method: "POST", headers: { "Content-Type": contentType }, body });

  it("reads a form as it was sent", async () => {
    expect((await readFormData(post("application/x-www-form-urlencoded", "name=Gent&name=Lier"))).getAll("name")).toEqual(["Gent", "Lier"]);
  });

  it("throws a 400 for a body that is no readable form, never a server error", async () => {
    for (const [type, body] of [
      ["multipart/form-data", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'],
      ["multipart/form-data; boundary=b", '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nhalf a val'],
    ]) {
      const thrown = await readFormData(post(type, body)).catch((error: unknown) => error);
      expect(thrown, type).toBeInstanceOf(globalThis.Response);
      expect((thrown as globalThis.Response).status).toBe(400);
    }
  });
});

describe("discardUnreadBodies", () => {
  /** A server whose every answer is a redirect that never reads the body, as an action sending to sign in does. */
  async function serverAnsweringBeforeReading(withDiscard: boolean) {
    const app = express();
    if (withDiscard) app.use(discardUnreadBodies());
    app.post("*", (req, res) => {
      // What Remix does with the request: a stream of its body, which nobody reads here.
      createReadableStreamFromReadable(req);
      res.redirect(302, "/login");
    });
    const server = app.listen(0);
    await once(server, "listening");
    return { server, port: (server.address() as AddressInfo).port };
  }

  /** Sends the requests one after the other on one kept-alive connection; the statuses, or "no answer" once one hangs. */
  async function onOneConnection(port: number, bodies: string[]): Promise<(number | "no answer")[]> {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const statuses: (number | "no answer")[] = [];
    try {
      for (const body of bodies) {
        const status = await new Promise<number | "no answer">((resolve) => {
          const request = http.request(
            { port, method: "POST", path: "/onboarding/company", agent, headers: { "Content-Type": "application/x-www-form-urlencoded" } },
            (answer) => {
              answer.resume();
              answer.on("end", () => resolve(answer.statusCode ?? 0));
            },
          );
          // A request that hangs is given up on when the server's keep-alive time (5 s) closes its
          // connection; this bound only keeps the test from waiting longer should it not.
          request.setTimeout(15_000, () => {
            request.destroy();
            resolve("no answer");
          });
          request.on("error", () => resolve("no answer"));
          request.end(body);
        });
        statuses.push(status);
        if (status === "no answer") break;
      }
    } finally {
      agent.destroy();
    }
    return statuses;
  }

  const LARGE_BODY = `name=${"Lorem ipsum ".repeat(30_000)}`;

  it("keeps a connection serving after an answer that did not read a large body", async () => {
    const { server, port } = await serverAnsweringBeforeReading(true);
    try {
      expect(await onOneConnection(port, [LARGE_BODY, "name=b", "name=c", LARGE_BODY, "name=d"])).toEqual([302, 302, 302, 302, 302]);
    } finally {
      server.close();
    }
  });

  it("is what keeps it serving: without it, a request after such an answer hangs", async () => {
    const { server, port } = await serverAnsweringBeforeReading(false);
    try {
      expect(await onOneConnection(port, [LARGE_BODY, "name=b", "name=c"])).toContain("no answer");
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
