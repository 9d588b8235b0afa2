// Identity verification when the card reader fails (issue 29, docs/decisions/0038): an engine that
// throws, one whose thread crashed, and one that never answers each move the verification to
// 'failed', after which the user can try again or type the details. The reader is injected, and
// the limit is tiny where the reader never answers: no real OCR, no waiting for a real timeout.
import { drawDocumentScan } from "../tests/support/id-card-image";
import type { IdCardReader, IdCardReadResult } from "./identity/ocr";
import { type RunningTestApi, useTestApi } from "./test-support";

const START = `mutation Start($input: StartIdentityVerificationInput!) { startIdentityVerification(input: $input) { id state } }`;
const VERIFICATION = `query Verification($id: ID!) { identityVerification(id: $id) { state reading { idCardNumber } } }`;
const PROFILE = `query Profile($id: ID!) { companyEmployee(id: $id) { employee { identity { pendingVerification { id state } } } } }`;

/** A reader that answers each read with the next behaviour given, and never answers a "hang" until closed. */
function scriptedReader(behaviours: ("throw" | "crash" | "hang" | "unreadable")[]): IdCardReader & { reads: number } {
  const hanging: ((result: IdCardReadResult) => void)[] = [];
  const reader = {
    reads: 0,
    read(): Promise<IdCardReadResult> {
      const behaviour = behaviours[reader.reads++] ?? "unreadable";
      if (behaviour === "throw") return Promise.reject(new Error("Tesseract: RuntimeError: memory access out of bounds"));
      if (behaviour === "crash") return Promise.reject(new Error("OCR engine failed: worker exited"));
      if (behaviour === "hang") return new Promise((resolve) => hanging.push(resolve));
      return Promise.resolve({ ok: false, reason: "unreadable", millis: 1 });
    },
    async close() {
      for (const resolve of hanging.splice(0)) resolve({ ok: false, reason: "unreadable", millis: 1 });
    },
  };
  return reader;
}

async function startVerification(t: RunningTestApi, email: string, headers: Record<string, string>) {
  const [{ id: employeeId }] = await t.api.db.query<{ id: number }>("select id from employees where email = $1", [email]);
  const scan = (await drawDocumentScan("ID card")).toString("base64");
  const started = await t.graphql<{ startIdentityVerification: { id: string; state: string } }>(
    START,
    { input: { employeeId: String(employeeId), front: { data: scan }, back: { data: scan } } },
    headers,
  );
  expect(started.data?.startIdentityVerification.state).toBe("reading");
  return { employeeId: String(employeeId), verificationId: started.data!.startIdentityVerification.id };
}

/** The verification's state once it is no longer 'reading' (the queue runs beside the requests). */
async function settledState(t: RunningTestApi, id: string, headers: Record<string, string>) {
  for (let attempt = 0; attempt < 400; attempt++) {
    const answer = await t.graphql<{ identityVerification: { state: string; reading: unknown } }>(VERIFICATION, { id }, headers);
    if (answer.data?.identityVerification.state !== "reading") return answer.data!.identityVerification;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("the verification never left 'reading'");
}

describe("a reader that fails", () => {
  const reader = scriptedReader(["throw", "crash", "unreadable"]);
  const t = useTestApi({ idCardReader: reader });
  const employer = () => t.as("employer@example.com");

  it("moves the verification to failed on an engine error and on a crashed engine, and a new try is read", async () => {
    const headers = await employer();
    const first = await startVerification(t, "noor.aerts@example.be", headers);
    expect(await settledState(t, first.verificationId, headers)).toEqual({ state: "failed", reading: null });

    // "Try again": a new upload is accepted and read, here by an engine that crashed.
    const second = await startVerification(t, "noor.aerts@example.be", headers);
    expect(await settledState(t, second.verificationId, headers)).toEqual({ state: "failed", reading: null });
    const third = await startVerification(t, "noor.aerts@example.be", headers);
    expect(await settledState(t, third.verificationId, headers)).toEqual({ state: "failed", reading: null });
    expect(reader.reads).toBe(3);

    // The last failed one is what the profile shows as pending, so its page offers the two ways on.
    const profile = await t.graphql<{ companyEmployee: { employee: { identity: { pendingVerification: unknown } } } }>(
      PROFILE,
      { id: first.employeeId },
      headers,
    );
    expect(profile.data?.companyEmployee.employee.identity.pendingVerification).toEqual({ id: third.verificationId, state: "failed" });
  });
});

describe("a reader that never answers", () => {
  const reader = scriptedReader(["hang", "hang"]);
  // A limit of one millisecond, counted from the upload: each card is past it by its turn (or, were it
  // not, the never-answering read would be), without a real wait. The race itself: identity/reading-queue.test.ts.
  const t = useTestApi({ idCardReader: reader, identityReadingLimitMs: 1 });

  it("moves the verification to failed once the limit has passed, and the next card is not held up", async () => {
    const headers = await t.as("employer@example.com");
    const first = await startVerification(t, "noor.aerts@example.be", headers);
    const second = await startVerification(t, "ella.segers@example.be", headers);
    expect(await settledState(t, first.verificationId, headers)).toEqual({ state: "failed", reading: null });
    expect(await settledState(t, second.verificationId, headers)).toEqual({ state: "failed", reading: null });
  });
});
