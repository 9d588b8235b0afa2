// The server time of one request for 10 contracts at once (issue 46): Brouwerij De Klok's Productiemedewerker
// for 10 employees ready for it, on one day, requested with submitContractDraftForEmployees from the
// embedded API, each run on a day of its own so that every contract passes; the median and the slowest
// of the runs. Once on PGlite, once on PostgreSQL when it is installed.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addDays, todayInBelgium } from "../../domain/belgian-time";
import { DEMO_PASSWORD, ms, onEachDatabase, startPortal } from "./portal";

const EMPLOYEES = 10;
const RUNS = 12;
const WARM_UP_RUNS = 2;

type Api = <Data>(query: string, variables?: Record<string, unknown>) => Promise<Data>;

async function signedInApi(base: string): Promise<Api> {
  const signIn = await fetch(`${base}/users/sign_in`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ user: { email: "employer@example.com", password: DEMO_PASSWORD } }),
  });
  const { email, authentication_token: token } = (await signIn.json()) as { email: string; authentication_token: string };
  return async <Data>(query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", "x-user-email": email, "x-user-token": token },
      body: JSON.stringify({ query, variables }),
    });
    const answer = (await response.json()) as { data?: Data; errors?: unknown[] };
    if (answer.errors?.length || !answer.data) throw new Error(`the API answered ${JSON.stringify(answer.errors)}`);
    return answer.data;
  };
}

/** The Productiemedewerker's terms and the first EMPLOYEES members ready for it (neither unavailable nor a student). */
async function draftFor(api: Api) {
  const { positions } = await api<{ positions: { nodes: { id: string; name: string }[] } }>(
    `query { positions(search: "Productiemedewerker", status: approved) { nodes { id name } } }`,
  );
  const position = positions.nodes.find((node) => node.name === "Productiemedewerker")!;
  const { contractCandidates } = await api<{ contractCandidates: { id: string; isStudent: boolean; unavailability: string | null }[] }>(
    `query C($p: ID) { contractCandidates(positionId: $p) { id isStudent unavailability } }`,
    { p: position.id },
  );
  const ready = contractCandidates.filter((candidate) => !candidate.isStudent && candidate.unavailability === null).map((candidate) => candidate.id);
  if (ready.length < EMPLOYEES) throw new Error(`only ${ready.length} employees are ready for the position`);
  const [employeeId, ...otherEmployeeIds] = ready.slice(0, EMPLOYEES);
  return (date: string) => ({
    general: {
      employeeId,
      otherEmployeeIds,
      positionId: position.id,
      onTheMove: false,
      location: { street: "Brouwerijstraat", streetNumber: "1", zip: "2000", city: "Antwerpen", country: "BE" },
      contractType: "worker",
      contractReason: "temporary_increase",
    },
    schedule: { days: [{ date, start: "08:00", end: "16:00", breakMinutes: 30 }] },
  });
}

async function benchDatabase(label: string, port: number, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-contracts-"));
  const apiPort = port + 50;
  const portal = await startPortal(dataDir, port, { ...env, PAYROLL_API_PORT: String(apiPort) });
  try {
    const api = await signedInApi(`http://localhost:${apiPort}`);
    const input = await draftFor(api);
    const times: number[] = [];
    for (let run = 0; run < WARM_UP_RUNS + RUNS; run++) {
      await api(`mutation Save($input: SaveContractDraftInput!) { saveContractDraft(input: $input) { problems { code } } }`, {
        input: input(addDays(todayInBelgium(new Date()), 200 + run)),
      });
      const start = performance.now();
      const { submitContractDraftForEmployees: results } = await api<{ submitContractDraftForEmployees: { contract: { id: string } | null }[] }>(
        `mutation { submitContractDraftForEmployees { contract { id } } }`,
      );
      const elapsed = performance.now() - start;
      if (results.filter((result) => result.contract).length !== EMPLOYEES) throw new Error(`run ${run} requested fewer than ${EMPLOYEES} contracts`);
      if (run >= WARM_UP_RUNS) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    console.log(`${label.padEnd(30)} ${ms(times[Math.floor(times.length / 2)]).padEnd(10)} ${ms(times.at(-1)!)}`);
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchContractsAtOnce(port: number) {
  console.log(`\n${EMPLOYEES} contracts at once: the API's answer to one request for ${EMPLOYEES} employees (${RUNS} runs)`);
  console.log("database                       median     slowest");
  await onEachDatabase((label, env) => benchDatabase(label, port, env));
}
