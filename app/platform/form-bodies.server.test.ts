import type { NextFunction, Request, Response } from "express";
import { formBodiesOnly } from "./form-bodies.server";

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
