// How long the API takes to answer a password-reset request for a known and for an unknown address
// (docs/decisions/0064): the two answers are the same, so their time must not tell them apart either.
// `npx tsx scripts/forgot-password-timing.ts [requests]` starts the reference API on a fresh embedded
// database in a temporary folder, sends the two kinds of request in turn, and prints each kind's median
// and 90th percentile. The mail throttles are raised so that every request does a reset's whole work.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPayrollApi } from "../payroll-api/app";
import { listenOn } from "../payroll-api/start";

const REQUESTS = Number(process.argv[2] ?? 200);
const WARM_UP = 20;
const KNOWN = "employer@example.com";
const UNKNOWN = "nobody.here@example.com";
const MUTATION = "mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { status } }";

const dataDir = await mkdtemp(path.join(tmpdir(), "forgot-password-timing-"));
const api = await createPayrollApi({
  portalUrl: "http://localhost:3000",
  dataDir,
  mailThrottles: { passwordResetsPerAddress: 1_000_000, passwordResetsPerClient: 1_000_000 },
});
const { server, url } = await listenOn(api.app, 0);

async function timedRequest(email: string): Promise<{ ms: number; body: string }> {
  const start = performance.now();
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ query: MUTATION, variables: { input: { email } } }),
  });
  const body = await response.text();
  return { ms: performance.now() - start, body };
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];

try {
  for (let i = 0; i < WARM_UP; i += 1) for (const email of [KNOWN, UNKNOWN]) await timedRequest(email);
  const times: Record<string, number[]> = { [KNOWN]: [], [UNKNOWN]: [] };
  const answers = new Set<string>();
  // In turn, so that the machine's other load falls on both kinds alike.
  for (let i = 0; i < REQUESTS; i += 1) {
    for (const email of i % 2 === 0 ? [KNOWN, UNKNOWN] : [UNKNOWN, KNOWN]) {
      const { ms, body } = await timedRequest(email);
      times[email].push(ms);
      answers.add(body);
    }
  }
  console.log(`${REQUESTS} requests of each kind on ${api.db.driver}, after ${WARM_UP} of each to warm up`);
  for (const [label, email] of [
    ["known address", KNOWN],
    ["unknown address", UNKNOWN],
  ]) {
    console.log(`${label.padEnd(16)} median ${percentile(times[email], 50).toFixed(1)} ms, p90 ${percentile(times[email], 90).toFixed(1)} ms`);
  }
  console.log(`distinct answers: ${answers.size} ${[...answers].join(" | ")}`);
} finally {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
}
