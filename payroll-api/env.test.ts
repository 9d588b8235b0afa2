import path from "node:path";
import { ApiEnvError, sharedSettings, standaloneSettings } from "./env";

/** The message of the ApiEnvError that `read` throws. */
function problemOf(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiEnvError);
    return (error as ApiEnvError).message;
  }
  throw new Error("the environment was accepted");
}

/** The limits unless told (docs/decisions/0033-mail-throttles-and-lockout.md). */
const DEFAULT_LIMITS = {
  production: false,
  loginAttemptsPerClient: 30,
  loginFailuresPerAccount: 10,
  loginFailuresPerAccountPerDay: 100,
  mailThrottles: {
    passwordResetsPerAddress: 3,
    passwordResetsPerClient: 20,
    invitationsPerInvitee: 3,
    invitationsPerSender: 50,
    registrationsPerClient: 5,
    signInCodesPerAccount: 10,
  },
};

describe("sharedSettings (the embedded API and the standalone one)", () => {
  it("knows production by NODE_ENV, as the portal does", () => {
    expect(sharedSettings({ NODE_ENV: "production" })).toMatchObject({ production: true });
    expect(sharedSettings({ NODE_ENV: "test" })).toMatchObject({ production: false });
    expect(problemOf(() => sharedSettings({ NODE_ENV: "staging" }))).toContain("NODE_ENV");
  });

  it("allows 30 sign-in attempts per client by default", () => {
    expect(sharedSettings({})).toEqual(DEFAULT_LIMITS);
    expect(sharedSettings({ LOGIN_ATTEMPTS_PER_CLIENT: "", LOGIN_FAILURES_PER_ACCOUNT: "" })).toEqual(DEFAULT_LIMITS);
  });

  it("takes each mail throttle and the slower per-account limit, from 1 up", () => {
    const settings = sharedSettings({
      LOGIN_FAILURES_PER_ACCOUNT_PER_DAY: "200",
      PASSWORD_RESETS_PER_ADDRESS: "1",
      PASSWORD_RESETS_PER_CLIENT: "2",
      INVITATIONS_PER_INVITEE: "3",
      INVITATIONS_PER_SENDER: "4",
      REGISTRATIONS_PER_CLIENT: "5",
      SIGN_IN_CODES_PER_ACCOUNT: "6",
    });
    expect(settings).toMatchObject({
      loginFailuresPerAccountPerDay: 200,
      mailThrottles: {
        passwordResetsPerAddress: 1,
        passwordResetsPerClient: 2,
        invitationsPerInvitee: 3,
        invitationsPerSender: 4,
        registrationsPerClient: 5,
        signInCodesPerAccount: 6,
      },
    });
    expect(problemOf(() => sharedSettings({ REGISTRATIONS_PER_CLIENT: "0" }))).toContain("REGISTRATIONS_PER_CLIENT");
  });

  it("takes LOGIN_ATTEMPTS_PER_CLIENT, from 1 up", () => {
    expect(sharedSettings({ LOGIN_ATTEMPTS_PER_CLIENT: "1" })).toMatchObject({ loginAttemptsPerClient: 1 });
    expect(sharedSettings({ LOGIN_ATTEMPTS_PER_CLIENT: "1000" })).toMatchObject({ loginAttemptsPerClient: 1000 });
  });

  it("takes LOGIN_FAILURES_PER_ACCOUNT, from 1 up", () => {
    expect(sharedSettings({ LOGIN_FAILURES_PER_ACCOUNT: "1" })).toMatchObject({ loginFailuresPerAccount: 1 });
    expect(sharedSettings({ LOGIN_FAILURES_PER_ACCOUNT: "500" })).toMatchObject({ loginFailuresPerAccount: 500 });
    expect(problemOf(() => sharedSettings({ LOGIN_FAILURES_PER_ACCOUNT: "0" }))).toContain("LOGIN_FAILURES_PER_ACCOUNT");
  });

  it.each(["0", "-1", "2.5", "many"])("refuses LOGIN_ATTEMPTS_PER_CLIENT=%s, naming it", (value) => {
    expect(problemOf(() => sharedSettings({ LOGIN_ATTEMPTS_PER_CLIENT: value }))).toContain("LOGIN_ATTEMPTS_PER_CLIENT");
  });
});

describe("standaloneSettings (npm run start:api)", () => {
  it("listens on loopback port 4000 with PGlite in ./data unless told", () => {
    expect(standaloneSettings({})).toEqual({
      host: "127.0.0.1",
      options: {
        port: 4000,
        dataDir: path.resolve("data"),
        databaseUrl: undefined,
        smtpUrl: undefined,
        portalUrl: "http://localhost:3000",
        ...DEFAULT_LIMITS,
      },
    });
  });

  it("takes every setting from the environment", () => {
    const settings = standaloneSettings({
      PORT: "8080",
      BIND_ADDRESS: "0.0.0.0",
      DATABASE_URL: "postgres://api@db.internal/payroll",
      DATA_DIR: "/data",
      SMTP_URL: "smtp://mail.internal:587",
      PORTAL_URL: "https://portal.example.com",
      LOGIN_ATTEMPTS_PER_CLIENT: "50",
      LOGIN_FAILURES_PER_ACCOUNT: "20",
    });
    expect(settings).toEqual({
      host: "0.0.0.0",
      options: {
        port: 8080,
        dataDir: "/data",
        databaseUrl: "postgres://api@db.internal/payroll",
        smtpUrl: "smtp://mail.internal:587",
        portalUrl: "https://portal.example.com",
        ...DEFAULT_LIMITS,
        loginAttemptsPerClient: 50,
        loginFailuresPerAccount: 20,
      },
    });
  });

  it.each([
    ["PORT", { PORT: "70000" }],
    ["BIND_ADDRESS", { BIND_ADDRESS: "localhost" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://db" }],
    ["SMTP_URL", { SMTP_URL: "mail.internal" }],
    ["PORTAL_URL", { PORTAL_URL: "portal" }],
  ])("refuses a wrong %s, naming it", (name, source) => {
    expect(problemOf(() => standaloneSettings(source))).toContain(name);
  });
});
