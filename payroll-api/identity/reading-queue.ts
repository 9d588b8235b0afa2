// Reads the backs of ID cards sent for verification, one after the other, beside the API's requests:
// the OCR engine runs in a worker thread of its own (identity/ocr.ts), so a request never waits for
// a card. A verification still being read when the API stopped is read again when it starts.
import type { Database } from "../db/database";
import { log } from "../log";
import type { IdCardReader } from "./ocr";

export type ReadingQueue = {
  /** Queues a verification whose state is 'reading'. */
  enqueue(verificationId: number): void;
  /** Queues every verification left 'reading'. */
  resume(): Promise<void>;
  /** Waits for the reading under way and stops the engine; queued ones are read at the next start. */
  close(): Promise<void>;
};

export function createReadingQueue(db: Database, reader: IdCardReader): ReadingQueue {
  let tail: Promise<void> = Promise.resolve();
  let closing = false;

  async function read(verificationId: number) {
    if (closing) return;
    const [row] = await db.query<{ back: Uint8Array }>("select back from identity_verifications where id = $1 and state = 'reading'", [verificationId]);
    if (!row) return;
    const result = await reader.read(row.back);
    await db.query(
      `update identity_verifications set state = $2, reading = $3, ocr_millis = $4, finished_at = now()
       where id = $1 and state = 'reading'`,
      [verificationId, result.ok ? "succeeded" : "failed", result.ok ? JSON.stringify(result.reading) : null, Math.round(result.millis)],
    );
    log.info({ verificationId, ok: result.ok, millis: Math.round(result.millis) }, "identity card read");
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
