import { EnvError, parseEnv } from "./env.server";

const SECRET_32 = "s".repeat(32);

/** The EnvError parseEnv throws for `source`, so its message can be checked. */
function envErrorFor(source: Record<string, string | undefined>): EnvError {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return error as EnvError;
  }
  throw new Error(`parseEnv accepted ${JSON.stringify(source)}`);
}

describe("parseEnv defaults", () => {
  it("fills in every default from an empty environment", () => {
    const env = parseEnv({});
    expect(env.NODE_ENV).toBe("development");
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.PORTAL_URL).toBe("http://localhost:3000");
    expect(env.PAYROLL_API_PORT).toBe(0);
    expect(env.TRUST_PROXY_HOPS).toBe(0);
    expect(env.PAYROLL_API_URL).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.SENTRY_DSN).toBeUndefined();
  });

  it("builds the default PORTAL_URL from PORT", () => {
    const env = parseEnv({ PORT: "8080" });
    expect(env.PORT).toBe(8080);
    expect(env.PORTAL_URL).toBe("http://localhost:8080");
  });

  it("keeps a PORTAL_URL that is given", () => {
    expect(parseEnv({ PORT: "8080", PORTAL_URL: "https://portal.example.com" }).PORTAL_URL).toBe("https://portal.example.com");
  });

  it("keeps valid values", () => {
    const env = parseEnv({
      PAYROLL_API_URL: "https://payroll.example.com/graphql",
      DATABASE_URL: "postgres://portal@db:5432/portal",
      SMTP_URL: "smtps://mailer:secret@smtp.example.com:465",
      DATA_DIR: "/var/lib/portal",
      SESSION_SECRET: SECRET_32,
    });
    expect(env.PAYROLL_API_URL).toBe("https://payroll.example.com/graphql");
    expect(env.DATABASE_URL).toBe("postgres://portal@db:5432/portal");
    expect(env.SMTP_URL).toBe("smtps://mailer:secret@smtp.example.com:465");
    expect(env.DATA_DIR).toBe("/var/lib/portal");
    expect(env.SESSION_SECRET).toBe(SECRET_32);
  });

  it("accepts postgresql:// as well as postgres://, and smtp:// as well as smtps://", () => {
    expect(parseEnv({ DATABASE_URL: "postgresql://db/portal" }).DATABASE_URL).toBe("postgresql://db/portal");
    expect(parseEnv({ SMTP_URL: "smtp://localhost:1025" }).SMTP_URL).toBe("smtp://localhost:1025");
  });
});

describe("parseEnv treats an empty variable as unset", () => {
  it.each([
    ["PORT", "PORT", 3000],
    ["DATA_DIR", "DATA_DIR", "./data"],
    ["NODE_ENV", "NODE_ENV", "development"],
    ["PAYROLL_API_PORT", "PAYROLL_API_PORT", 0],
    ["TRUST_PROXY_HOPS", "TRUST_PROXY_HOPS", 0],
    ["PAYROLL_API_URL", "PAYROLL_API_URL", undefined],
    ["DATABASE_URL", "DATABASE_URL", undefined],
    ["SMTP_URL", "SMTP_URL", undefined],
    ["SENTRY_DSN", "SENTRY_DSN", undefined],
  ] as const)("%s=", (_name, key, expected) => {
    expect(parseEnv({ [key]: "" })[key]).toBe(expected);
  });

  it("PORTAL_URL= falls back to http://localhost:PORT", () => {
    expect(parseEnv({ PORT: "4000", PORTAL_URL: "" }).PORTAL_URL).toBe("http://localhost:4000");
  });

  it("SESSION_SECRET= gets a generated secret outside production", () => {
    expect(parseEnv({ SESSION_SECRET: "" }).SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/);
  });

  it("SESSION_SECRET= counts as missing in production", () => {
    expect(envErrorFor({ NODE_ENV: "production", SESSION_SECRET: "" }).message).toMatch(/SESSION_SECRET: is required in production/);
  });
});

describe("parseEnv refuses invalid values, naming the variable", () => {
  it.each([
    ["PORT not a number", { PORT: "abc" }, "PORT"],
    ["PORT zero", { PORT: "0" }, "PORT"],
    ["PORT above 65535", { PORT: "65536" }, "PORT"],
    ["PORT not an integer", { PORT: "3000.5" }, "PORT"],
    ["PAYROLL_API_URL not a URL", { PAYROLL_API_URL: "payroll.example.com" }, "PAYROLL_API_URL"],
    ["DATABASE_URL of another scheme", { DATABASE_URL: "mysql://db/portal" }, "DATABASE_URL"],
    ["DATABASE_URL without a scheme", { DATABASE_URL: "db:5432/portal" }, "DATABASE_URL"],
    ["SMTP_URL of another scheme", { SMTP_URL: "https://smtp.example.com" }, "SMTP_URL"],
    ["SESSION_SECRET of 31 characters", { SESSION_SECRET: "s".repeat(31) }, "SESSION_SECRET"],
    ["NODE_ENV unknown", { NODE_ENV: "staging" }, "NODE_ENV"],
    ["METRICS_PORT zero", { METRICS_PORT: "0" }, "METRICS_PORT"],
    ["METRICS_PORT above 65535", { METRICS_PORT: "65536" }, "METRICS_PORT"],
    ["METRICS_PORT the pages' port", { PORT: "3000", METRICS_PORT: "3000" }, "METRICS_PORT"],
    ["METRICS_HOST a host name", { METRICS_HOST: "metrics.internal" }, "METRICS_HOST"],
    ["METRICS_HOST an address with a port", { METRICS_HOST: "10.0.0.5:9100" }, "METRICS_HOST"],
  ])("%s", (_case, source, variable) => {
    const error = envErrorFor(source);
    expect(error.message).toMatch(/^Invalid environment:/);
    expect(error.message).toMatch(new RegExp(`^  ${variable}: `, "m"));
  });

  it("says what is wrong with a scheme", () => {
    expect(envErrorFor({ DATABASE_URL: "mysql://db" }).message).toContain("DATABASE_URL: must start with postgres://");
    expect(envErrorFor({ SMTP_URL: "mail.example.com" }).message).toContain("SMTP_URL: must start with smtp:// or smtps://");
    expect(envErrorFor({ SESSION_SECRET: "short" }).message).toContain("SESSION_SECRET: must be at least 32 characters");
  });

  it("names every invalid variable at once", () => {
    const { message } = envErrorFor({ PORT: "abc", DATABASE_URL: "mysql://db" });
    expect(message).toMatch(/^ {2}PORT: /m);
    expect(message).toMatch(/^ {2}DATABASE_URL: /m);
  });

  it("accepts the port range's ends", () => {
    expect(parseEnv({ PORT: "1" }).PORT).toBe(1);
    expect(parseEnv({ PORT: "65535" }).PORT).toBe(65535);
    expect(parseEnv({ METRICS_PORT: "1" }).METRICS_PORT).toBe(1);
    expect(parseEnv({ METRICS_PORT: "65535" }).METRICS_PORT).toBe(65535);
  });

  it("keeps no metrics unless METRICS_PORT is set", () => {
    expect(parseEnv({}).METRICS_PORT).toBeUndefined();
    expect(parseEnv({ METRICS_PORT: "" }).METRICS_PORT).toBeUndefined();
  });

  it("serves the metrics on loopback unless METRICS_HOST names another address", () => {
    expect(parseEnv({}).METRICS_HOST).toBe("127.0.0.1");
    expect(parseEnv({ METRICS_HOST: "" }).METRICS_HOST).toBe("127.0.0.1");
    expect(parseEnv({ METRICS_HOST: "10.0.0.5" }).METRICS_HOST).toBe("10.0.0.5");
    expect(parseEnv({ METRICS_HOST: "::1" }).METRICS_HOST).toBe("::1");
  });

  it("accepts a SESSION_SECRET of exactly 32 characters", () => {
    expect(parseEnv({ SESSION_SECRET: SECRET_32 }).SESSION_SECRET).toBe(SECRET_32);
  });
});

describe("parseEnv SESSION_SECRET", () => {
  it("is required in production", () => {
    expect(envErrorFor({ NODE_ENV: "production" }).message).toContain("SESSION_SECRET: is required in production");
  });

  it("passes in production when given", () => {
    const env = parseEnv({ NODE_ENV: "production", SESSION_SECRET: SECRET_32 });
    expect(env.NODE_ENV).toBe("production");
    expect(env.SESSION_SECRET).toBe(SECRET_32);
  });

  it("must still be 32 characters in production", () => {
    expect(envErrorFor({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(31) }).message).toContain("SESSION_SECRET: must be at least 32 characters");
  });

  it.each(["development", "test"])("is generated at random when missing in %s", (NODE_ENV) => {
    const first = parseEnv({ NODE_ENV }).SESSION_SECRET;
    const second = parseEnv({ NODE_ENV }).SESSION_SECRET;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).not.toBe(first);
  });
});

describe("parseEnv WORK_POST_SHEET_MAX_MB", () => {
  it("defaults to the API's limit of 5 MB, and takes a lower one", () => {
    expect(parseEnv({}).WORK_POST_SHEET_MAX_MB).toBe(5);
    expect(parseEnv({ WORK_POST_SHEET_MAX_MB: "5" }).WORK_POST_SHEET_MAX_MB).toBe(5);
    expect(parseEnv({ WORK_POST_SHEET_MAX_MB: "0.5" }).WORK_POST_SHEET_MAX_MB).toBe(0.5);
  });

  it.each(["5.1", "0", "-1", "lots"])("refuses %s", (value) => {
    expect(envErrorFor({ WORK_POST_SHEET_MAX_MB: value }).message).toContain("WORK_POST_SHEET_MAX_MB");
  });
});

describe("parseEnv error reporting and analytics", () => {
  it("reports nowhere, at most 10 events per session, and sends no analytics by default", () => {
    const env = parseEnv({});
    expect(env.RELEASE_STAGE).toBe("development");
    expect(env.SENTRY_MAX_EVENTS).toBe(10);
    expect(env.ANALYTICS_URL).toBeUndefined();
  });

  it("accepts each release stage and the ends of 1 to 100 events per session", () => {
    for (const stage of ["development", "staging", "production"]) expect(parseEnv({ RELEASE_STAGE: stage }).RELEASE_STAGE).toBe(stage);
    expect(parseEnv({ SENTRY_MAX_EVENTS: "1" }).SENTRY_MAX_EVENTS).toBe(1);
    expect(parseEnv({ SENTRY_MAX_EVENTS: "100" }).SENTRY_MAX_EVENTS).toBe(100);
  });

  it.each([
    ["SENTRY_MAX_EVENTS of 0", { SENTRY_MAX_EVENTS: "0" }, "SENTRY_MAX_EVENTS"],
    ["SENTRY_MAX_EVENTS of 101", { SENTRY_MAX_EVENTS: "101" }, "SENTRY_MAX_EVENTS"],
    ["SENTRY_MAX_EVENTS not an integer", { SENTRY_MAX_EVENTS: "2.5" }, "SENTRY_MAX_EVENTS"],
    ["SENTRY_MAX_EVENTS not a number", { SENTRY_MAX_EVENTS: "ten" }, "SENTRY_MAX_EVENTS"],
    ["RELEASE_STAGE unknown", { RELEASE_STAGE: "test" }, "RELEASE_STAGE"],
    ["ANALYTICS_URL not a URL", { ANALYTICS_URL: "analytics.example.com" }, "ANALYTICS_URL"],
  ])("refuses %s", (_case, source, variable) => {
    expect(envErrorFor(source).message).toMatch(new RegExp(`^  ${variable}: `, "m"));
  });
});
