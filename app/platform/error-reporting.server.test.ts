import { APP_VERSION, browserErrorReporting } from "./error-reporting.server";
import packageJson from "../../package.json";

describe("browserErrorReporting", () => {
  const dsn = "https://key@errors.example.com/1";

  it("is off without a DSN, and in development", () => {
    expect(browserErrorReporting({ SENTRY_DSN: undefined, RELEASE_STAGE: "production", SENTRY_MAX_EVENTS: 10 })).toBeNull();
    expect(browserErrorReporting({ SENTRY_DSN: dsn, RELEASE_STAGE: "development", SENTRY_MAX_EVENTS: 10 })).toBeNull();
  });

  it.each(["staging", "production"] as const)("is on in %s, naming the application's version as the release", (stage) => {
    expect(browserErrorReporting({ SENTRY_DSN: dsn, RELEASE_STAGE: stage, SENTRY_MAX_EVENTS: 7 })).toEqual({
      dsn,
      release: packageJson.version,
      environment: stage,
      maxEvents: 7,
    });
    expect(APP_VERSION).toBe(packageJson.version);
  });
});
