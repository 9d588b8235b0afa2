import type { NextFunction, Request, Response } from "express";
import { formBodiesOnly, readFormData } from "./form-bodies.server";

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
