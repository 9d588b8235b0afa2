import { Writable } from "node:stream";
import { createLog } from "./log.server";
import { accountReference, logSecurityEvent } from "./security-log.server";

function collectingLog() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { log: createLog("info", destination), lines };
}

describe("security events", () => {
  it("are one structured line each, named in `security`, a success as info and the rest as warnings", () => {
    const { log, lines } = collectingLog();
    logSecurityEvent("sign-in", { account: accountReference("employer@example.com"), kind: "user" }, log);
    logSecurityEvent("sign-in-failed", { account: accountReference("employer@example.com"), clientIp: "203.0.113.7" }, log);
    logSecurityEvent("sign-in-locked-out", { account: accountReference("employer@example.com"), clientIp: "203.0.113.7" }, log);
    logSecurityEvent("cross-site-refused", { method: "POST", path: "/settings/add-cost-place", sourceHost: "evil.example" }, log);
    logSecurityEvent("forbidden", { method: "GET", path: "/invoices" }, log);
    expect(lines.map(({ level, security, msg }) => [level, security, msg])).toEqual([
      [30, "sign-in", "security: sign-in"],
      [40, "sign-in-failed", "security: sign-in-failed"],
      [40, "sign-in-locked-out", "security: sign-in-locked-out"],
      [40, "cross-site-refused", "security: cross-site-refused"],
      [40, "forbidden", "security: forbidden"],
    ]);
    expect(lines[1]).toMatchObject({ clientIp: "203.0.113.7", account: accountReference("employer@example.com") });
  });

  it("name an account without its e-mail address, the same account the same way", () => {
    const reference = accountReference("employer@example.com");
    expect(reference).toMatch(/^[0-9a-f]{16}$/);
    expect(reference).not.toContain("employer");
    expect(accountReference(" Employer@Example.com ")).toBe(reference);
    expect(accountReference("bakery@example.com")).not.toBe(reference);
  });
});
