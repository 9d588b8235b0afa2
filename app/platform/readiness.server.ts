import type { RequestHandler } from "express";
import { env } from "./env.server";

/** A ready portal answers its probe quickly even when the API does not: the balancer waits for neither. */
const READINESS_TIMEOUT_MS = 2_000;

/**
 * Whether the payroll API answers: its /healthz, within READINESS_TIMEOUT_MS, with any status below
 * 500 (a provider's API without /healthz answers 404, and it did answer).
 */
async function apiAnswers(apiUrl = env().PAYROLL_API_URL): Promise<boolean> {
  if (!apiUrl) return false;
  try {
    const answer = await fetch(new URL("/healthz", apiUrl), { signal: AbortSignal.timeout(READINESS_TIMEOUT_MS) });
    await answer.body?.cancel();
    return answer.status < 500;
  } catch {
    return false;
  }
}

/**
 * /readyz: 200 while the portal can serve pages, which needs the payroll API; 503 while the API does
 * not answer, so that a balancer sends the pages elsewhere. /healthz stays the process's liveness
 * alone: a portal whose API is down is not restarted for it.
 */
export const readiness = (): RequestHandler => (_req, res, next) => {
  apiAnswers()
    .then((answers) =>
      res
        .status(answers ? 200 : 503)
        .set("Cache-Control", "no-store")
        .json({ status: answers ? "ready" : "api-unavailable" }),
    )
    .catch(next);
};
