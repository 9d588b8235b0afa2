import { browserErrorReporting, RELEASE, releaseOf } from "./error-reporting.server";
import packageJson from "../../package.json";

describe("browserErrorReporting", () => {
  const dsn = "https://key@errors.example.com/1";

  it("is off without a DSN, and in development", () => {
    expect(browserErrorReporting({ SENTRY_DSN: undefined, RELEASE_STAGE: "production", SENTRY_MAX_EVENTS: 10 })).toBeNull();
    expect(browserErrorReporting({ SENTRY_DSN: dsn, RELEASE_STAGE: "development", SENTRY_MAX_EVENTS: 10 })).toBeNull();
  });

  it.each(["staging", "production"] as const)("is on in %s, naming the application's release", (stage) => {
    expect(browserErrorReporting({ SENTRY_DSN: dsn, RELEASE_STAGE: stage, SENTRY_MAX_EVENTS: 7 })).toEqual({
      dsn,
      release: RELEASE,
      environment: stage,
      maxEvents: 7,
    });
  });
});

describe("the release", () => {
  it("is the package's own version, read from package.json (no commit where the source runs unbuilt)", () => {
    expect(RELEASE).toBe(`employer-portal@${packageJson.version}`);
  });

  it("names the commit it was built from, so that each build of a new commit is a release of its own", () => {
    expect(releaseOf("1.4.0", "0123456789ab")).toBe("employer-portal@1.4.0+0123456789ab");
    expect(releaseOf("1.4.0", "0123456789ab")).not.toBe(releaseOf("1.4.0", "ba9876543210"));
    expect(releaseOf("1.4.0", undefined)).toBe("employer-portal@1.4.0");
    expect(releaseOf("1.4.0", "")).toBe("employer-portal@1.4.0");
  });
});
