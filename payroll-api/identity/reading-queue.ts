// Reads the backs of ID cards sent for verification, one after the other, beside the API's requests:
// the OCR engine runs in a worker thread of its own (identity/ocr.ts), so a request never waits for
// a card. A verification still being read when the API stopped is read again when it starts.
//
// A reading always ends: an unreadable card, an engine error or crash, or a card not read within
// the limit (counted from the upload, so a long queue counts too) moves the verification to
// 'failed', and the user is offered to try again or to type the details (docs/decisions/0038).
import type { Database } from "../db/database";
import { log } from "../log";
import type { IdCardReader, IdCardReadResult } from "./ocr";

export type ReadingQueue = {
  /** Queues a verification whose state is 'reading'. */
  enqueue(verificationId: number): void;
  /** Queues every verification left 'reading'. */
  resume(): Promise<void>;
  /** Waits for the reading under way and stops the engine; queued ones are read at the next start. */
  close(): Promise<void>;
};

export type ReadingQueueOptions = {
  /** How long a card may take from its upload before its verification fails, in milliseconds. */
  limitMs: number;
};

/** Why a reading ended as it did, for the log. */
export type Outcome = { result: IdCardReadResult } | { failure: "engine"; error: unknown } | { failure: "timeout" };

/** The read's result, its error, or a timeout when it takes longer than `ms`. A timed-out read is left to end on its own. */
export async function within(read: () => Promise<IdCardReadResult>, ms: number): Promise<Outcome> {
  if (ms <= 0) return { failure: "timeout" };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve({ failure: "timeout" }), ms);
  });
  try {
    const reading = Promise.resolve()
      .then(read)
      .then(
        (result): Outcome => ({ result }),
        (error: unknown): Outcome => ({ failure: "engine", error }),
      );
    return await Promise.race([reading, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function createReadingQueue(db: Database, reader: IdCardReader, options: ReadingQueueOptions): ReadingQueue {
  let tail: Promise<void> = Promise.resolve();
  let closing = false;

  async function read(verificationId: number) {
    if (closing) return;
    const [row] = await db.query<{ back: Uint8Array; age_ms: number }>(
      `select back, (extract(epoch from now() - created_at) * 1000)::float8 as age_ms
       from identity_verifications where id = $1 and state = 'reading'`,
      [verificationId],
    );
    if (!row) return;
    const started = performance.now();
    const outcome = await within(() => reader.read(row.back), options.limitMs - row.age_ms);
    const result = "result" in outcome ? outcome.result : null;
    const millis = Math.round(result?.millis ?? performance.now() - started);
    await db.query(
      `update identity_verifications set state = $2, reading = $3, ocr_millis = $4, finished_at = now()
       where id = $1 and state = 'reading'`,
      [verificationId, result?.ok ? "succeeded" : "failed", result?.ok ? JSON.stringify(result.reading) : null, millis],
    );
    if ("failure" in outcome) {
      log.error({ err: "error" in outcome ? outcome.error : undefined, verificationId, failure: outcome.failure, millis }, "identity card reading failed");
    } else log.info({ verificationId, ok: outcome.result.ok, millis }, "identity card read");
  }

  const queue: ReadingQueue = {
    enqueue(verificationId) {
      tail = tail.then(() => read(verificationId)).catch((error: unknown) => log.error({ err: error, verificationId }, "identity card reading failed"));
    },
    async resume() {
      const rows = await db.query<{ id: number }>("select id from identity_verifications where state = 'reading' order by id");
      for (const { id } of rows) queue.enqueue(id);
    },
    async close() {
      closing = true;
      await tail;
      await reader.close();
    },
  };
  return queue;
}
