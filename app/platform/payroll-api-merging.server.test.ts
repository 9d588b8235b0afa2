// The queries of one page view reach the payroll API as one request, and each gets its own answer:
// checked against the reference API itself.
import { useTestApi } from "../../payroll-api/test-support";
import { env, settleEnv, type Env } from "./env.server";
import { ApiError, graphql } from "./payroll-api.server";
import { PositionWizardQueryDocument, PositionsQueryDocument, UserQueryDocument } from "./operations.generated";
import { runInRequestScope, serverTiming } from "./request-scope.server";
import type { Credentials } from "./session.server";

const t = useTestApi();
let credentials: Credentials;
// The environment before this file pointed the client at its API: files share a process (vitest.projects.ts).
let environmentBefore: Env;

beforeAll(async () => {
  environmentBefore = env();
  settleEnv({ ...environmentBefore, PAYROLL_API_URL: t.url });
  const { email, token } = await t.signIn("employer@example.com");
  credentials = { kind: "user", email, token };
});

afterAll(() => settleEnv(environmentBefore));

const user = () => graphql(UserQueryDocument, { locale: "en", withCounts: true }, credentials);
const positions = () => graphql(PositionsQueryDocument, { search: null, workPostSheetMissing: null, page: 1, pageSize: 25 }, credentials);
const callsOf = (timing: string | null) => Number(/(\d+) call/.exec(timing ?? "")?.[1]);

describe("queries of one request", () => {
  it("travel together when made in the same turn, and answer what each would alone", async () => {
    const alone = { user: await user(), positions: await positions() };
    const together = await runInRequestScope("merging", async () => {
      const [userAnswer, positionsAnswer] = await Promise.all([user(), positions()]);
      return { user: userAnswer, positions: positionsAnswer, timing: serverTiming() };
    });
    expect(callsOf(together.timing)).toBe(1);
    expect(together.user).toEqual(alone.user);
    expect(together.positions).toEqual(alone.positions);
    expect(together.positions.positions.nodes.length).toBeGreaterThan(0);
  });

  it("keep one query's refusal to itself", async () => {
    const answers = await runInRequestScope("refusal", () =>
      Promise.allSettled([user(), graphql(PositionWizardQueryDocument, { positionId: "999999", locale: "en" }, credentials)]),
    );
    expect(answers[0].status).toBe("fulfilled");
    expect(answers[1]).toMatchObject({ status: "rejected", reason: expect.any(ApiError) });
    expect((answers[1] as PromiseRejectedResult).reason).toMatchObject({ kind: "rejected", code: "NOT_FOUND" });
  });

  it("go alone when made in different turns, or outside a request", async () => {
    const timing = await runInRequestScope("apart", async () => {
      await user();
      await positions();
      return serverTiming();
    });
    expect(callsOf(timing)).toBe(2);
    expect((await user()).user?.email).toBe("employer@example.com");
  });

  it("are all refused as signed out when the token no longer holds", async () => {
    const stale: Credentials = { ...credentials, token: "no-longer-valid" };
    const answers = await runInRequestScope("signed out", () =>
      Promise.allSettled([
        graphql(UserQueryDocument, { locale: "en", withCounts: true }, stale),
        graphql(PositionsQueryDocument, { search: null, workPostSheetMissing: null, page: 1, pageSize: 25 }, stale),
      ]),
    );
    for (const answer of answers) expect(answer).toMatchObject({ status: "rejected", reason: { kind: "unauthorized" } });
  });
});
