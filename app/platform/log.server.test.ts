import { Writable } from "node:stream";
import { createLog } from "./log.server";
import { runInRequestScope } from "./request-scope.server";

function collectingLog(level: "info" | "warn") {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { log: createLog(level, destination), lines };
}

describe("the portal's log", () => {
  it("writes one JSON line per event, with its level, its message and its fields", () => {
    const { log, lines } = collectingLog("info");
    log.warn({ signal: "SIGTERM" }, "stopping");
    expect(lines).toEqual([expect.objectContaining({ level: 40, msg: "stopping", signal: "SIGTERM", service: "portal" })]);
  });

  it("names the request a line belongs to, and no request outside one", () => {
    const { log, lines } = collectingLog("info");
    runInRequestScope("request-7", () => log.info("inside"));
    log.info("outside");
    expect(lines[0]).toMatchObject({ msg: "inside", requestId: "request-7" });
    expect(lines[1]).toMatchObject({ msg: "outside" });
    expect(lines[1]).not.toHaveProperty("requestId");
  });

  it("leaves out the lines below its level", () => {
    const { log, lines } = collectingLog("warn");
    log.info("routine");
    log.error("broken");
    expect(lines.map((line) => line.msg)).toEqual(["broken"]);
  });
});

describe("secrets in the portal's log", () => {
  it("never writes a token, a password, a cookie or credentials, at any depth a line carries them", () => {
    const { log, lines } = collectingLog("info");
    const error = Object.assign(new Error("payroll API unauthorized 401"), {
      call: { path: "/users/sign_in", body: { user: { email: "someone@example.com", password: "Secret-password-1" } } },
    });
    log.warn({ credentials: { kind: "user", email: "someone@example.com", token: "api-token-123" } }, "one");
    log.warn({ headers: { cookie: "__session=sealed", authorization: "Bearer api-token-123" }, token: "api-token-123" }, "two");
    log.error({ err: error }, "three");
    const written = JSON.stringify(lines);
    for (const secret of ["api-token-123", "Secret-password-1", "__session=sealed"]) expect(written).not.toContain(secret);
    expect(lines[2]).toMatchObject({ err: { message: "payroll API unauthorized 401", call: { path: "/users/sign_in" } } });
  });
});
