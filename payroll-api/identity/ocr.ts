// Reads the machine-readable zone of an ID card from a photo or scan (PNG or JPEG), offline: the OCR
// engine is tesseract.js (Tesseract compiled to WebAssembly), with its core from
// node_modules/tesseract.js-core and the English model from node_modules/@tesseract.js-data/eng,
// so nothing is downloaded, then or ever.
//
// A read does not block the API's event loop: in Node, tesseract.js 7 runs each engine in a
// worker thread (src/worker/node/spawnWorker.js: `new Worker(workerPath)` from worker_threads) and
// only passes the image in and the text out as messages. This thread decodes nothing: it looks at
// the image's first bytes for its type and size, then finds the zone in the text (mrz-reading.ts,
// well under a millisecond).
//
// An engine costs about 100 MB of resident memory once started and a second or so to start, so it is
// started on the first read and kept; one by default (the machine has 2 cores), and reads beyond
// that wait their turn.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Worker as ThreadWorker } from "node:worker_threads";
import Tesseract from "tesseract.js";
import { imageTypeOf, type ImageType } from "../../domain/image";
import { findMrz, withNamesLine, type MrzReading } from "./mrz-reading";

export type IdCardReadResult = { ok: true; reading: MrzReading; millis: number } | { ok: false; reason: "unreadable"; millis: number };

export type IdCardReader = {
  /** The card's zone, or unreadable; millis is the time since the call, a wait for a free engine included. */
  read(image: Uint8Array): Promise<IdCardReadResult>;
  /** Lets reads under way finish, refuses those still waiting, and stops the engines. */
  close(): Promise<void>;
};

const ZONE_CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<";
const NAME_CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ<";
/** ICAO 9303 puts a TD1 zone in the bottom 17.9 mm of the card's 54: the first look is at the bottom 45 %. */
const ZONE_TOP = 0.55;
/** A call that takes this long has lost its engine (a crashed thread never answers): the engine is dropped. */
const CALL_TIMEOUT_MS = 60_000;

/**
 * The English data for the LSTM engine. @tesseract.js-data/eng's index.js points at 4.0.0, whose
 * file also carries the legacy engine's model (10.9 MB gzipped); 4.0.0_best_int beside it is the
 * LSTM model alone (3 MB), the one tesseract.js itself fetches for its default LSTM-only engine.
 * Both read our cards alike; the smaller one starts faster and keeps about 90 MB less resident.
 */
function englishDataPath(): string {
  const { langPath } = createRequire(import.meta.url)("@tesseract.js-data/eng") as { langPath: string };
  const lstmOnly = join(dirname(langPath), "4.0.0_best_int");
  return existsSync(join(lstmOnly, "eng.traineddata.gz")) ? lstmOnly : langPath;
}

type Engine = { tesseract: Tesseract.Worker; failed: Promise<never> };
type TextLine = { text: string; bbox: Tesseract.Bbox };
type ImageSize = { width: number; height: number };

async function startEngine(): Promise<Engine> {
  const tesseract = await Tesseract.createWorker(
    "eng",
    Tesseract.OEM.LSTM_ONLY,
    {
      langPath: englishDataPath(),
      gzip: true,
      // Never write eng.traineddata into the working directory, which is what "write" (the default) does.
      cacheMethod: "none",
      // Without one, tesseract.js throws a failed job's error from its message handler: an uncaught exception.
      errorHandler: () => {},
    },
    // The zone is not words: no dictionaries.
    { load_system_dawg: "0", load_freq_dawg: "0" },
  );
  // The thread behind the engine (tesseract.js returns it, untyped): an 'error' event without a
  // listener would take the whole API down, so it is listened to and fails the call under way.
  const thread = (tesseract as unknown as { worker: ThreadWorker | null }).worker;
  const failed = new Promise<never>((_, reject) => {
    thread?.once("error", (error: unknown) =>
      reject(new Error(`OCR engine failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error })),
    );
  });
  failed.catch(() => {});
  return { tesseract, failed };
}

/** The engine's answer, or an error when its thread failed or it did not answer in time. */
async function call<T>(engine: Engine, job: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`OCR engine gave no answer in ${CALL_TIMEOUT_MS} ms`)), CALL_TIMEOUT_MS);
  });
  try {
    return await Promise.race([job, engine.failed, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The lines of text OCR sees in the image (or the rectangle of it), with where each is, in the image's coordinates. */
async function textLines(engine: Engine, image: Buffer, rectangle?: Tesseract.Rectangle): Promise<TextLine[]> {
  await call(engine, engine.tesseract.setParameters({ tessedit_char_whitelist: ZONE_CHARACTERS, tessedit_pageseg_mode: Tesseract.PSM.SINGLE_BLOCK }));
  const { data } = await call(engine, engine.tesseract.recognize(image, rectangle ? { rectangle } : {}, { text: true, blocks: true }));
  return (data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines.map(({ text, bbox }) => ({ text, bbox }))));
}

/**
 * The zone's reading. Its names line has no check digit, and OCR reading three lines at once with
 * digits allowed sometimes sees an O as O0 or IJ as IJI; read on its own with only letters and
 * fillers allowed, it is misread less often (on generated cards: 2 names in 120 instead of 6).
 */
async function readingIn(engine: Engine, image: Buffer, size: ImageSize | null, lines: TextLine[]): Promise<MrzReading | null> {
  const match = findMrz(lines.map(({ text }) => text));
  if (!match) return null;
  const { bbox } = lines[match.lineIndexes[2]];
  const margin = Math.round((bbox.y1 - bbox.y0) / 3);
  const left = Math.max(0, bbox.x0 - margin);
  const top = Math.max(0, bbox.y0 - margin);
  await call(engine, engine.tesseract.setParameters({ tessedit_char_whitelist: NAME_CHARACTERS, tessedit_pageseg_mode: Tesseract.PSM.SINGLE_LINE }));
  const right = Math.min(size?.width ?? Infinity, bbox.x1 + margin);
  const bottom = Math.min(size?.height ?? Infinity, bbox.y1 + margin);
  const rectangle = { left, top, width: right - left, height: bottom - top };
  const { data } = await call(engine, engine.tesseract.recognize(image, { rectangle }));
  return withNamesLine(match, data.text.trim()) ?? match.reading;
}

export function createIdCardReader(options: { workers?: number } = {}): IdCardReader {
  const size = Math.max(1, Math.floor(options.workers ?? 1));
  const engines = new Set<Engine>();
  const idle: Engine[] = [];
  const waiting: { resolve: (engine: Engine) => void; reject: (error: unknown) => void }[] = [];
  const underWay = new Set<Promise<IdCardReadResult>>();
  let starting = 0;
  let closed = false;

  function acquire(): Promise<Engine> {
    if (closed) return Promise.reject(new Error("the ID card reader is closed"));
    const engine = idle.pop();
    if (engine) return Promise.resolve(engine);
    if (engines.size + starting >= size) return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    starting++;
    return startEngine().then(
      (started) => {
        starting--;
        engines.add(started);
        return started;
      },
      (error) => {
        starting--;
        serveNextWaiting();
        throw error;
      },
    );
  }

  /** When an engine has gone (failed to start, or dropped), whoever has waited longest gets to start one. */
  function serveNextWaiting() {
    const next = waiting.shift();
    if (next) acquire().then(next.resolve, next.reject);
  }

  function release(engine: Engine) {
    const next = waiting.shift();
    if (next) next.resolve(engine);
    else idle.push(engine);
  }

  async function drop(engine: Engine) {
    engines.delete(engine);
    await engine.tesseract.terminate();
    serveNextWaiting();
  }

  async function readWith(engine: Engine, image: Buffer, type: ImageType): Promise<MrzReading | null> {
    const size = imageSize(image, type);
    if (size) {
      // The zone alone first: a third of the time of the whole card, and none of its other text.
      const top = Math.floor(size.height * ZONE_TOP);
      const reading = await readingIn(engine, image, size, await textLines(engine, image, { left: 0, top, width: size.width, height: size.height - top }));
      if (reading) return reading;
    }
    // A photo in which the card is not the whole picture.
    return readingIn(engine, image, size, await textLines(engine, image));
  }

  async function read(bytes: Uint8Array): Promise<IdCardReadResult> {
    const started = performance.now();
    const millis = () => Math.round(performance.now() - started);
    const type = imageTypeOf(bytes);
    if (!type) return { ok: false, reason: "unreadable", millis: millis() };
    const image = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const engine = await acquire();
    let reading: MrzReading | null;
    try {
      reading = await readWith(engine, image, type);
    } catch (error) {
      // A file that only starts like an image: Leptonica cannot decode it (tesseract.js rejects with a string).
      if (String(error).includes("Error attempting to read image")) {
        release(engine);
        return { ok: false, reason: "unreadable", millis: millis() };
      }
      await drop(engine);
      throw error;
    }
    release(engine);
    return reading ? { ok: true, reading, millis: millis() } : { ok: false, reason: "unreadable", millis: millis() };
  }

  return {
    read(image) {
      const reading = read(image);
      underWay.add(reading);
      void reading.finally(() => underWay.delete(reading)).catch(() => {});
      return reading;
    },
    async close() {
      closed = true;
      for (const { reject } of waiting.splice(0)) reject(new Error("the ID card reader is closed"));
      await Promise.allSettled(underWay);
      idle.length = 0;
      await Promise.all([...engines].map((engine) => engine.tesseract.terminate()));
      engines.clear();
    },
  };
}

/** Width and height from a PNG's IHDR chunk or a JPEG's start-of-frame segment; null when they cannot be found. */
function imageSize(bytes: Buffer, type: ImageType): ImageSize | null {
  if (type === "image/png") return bytes.length >= 24 ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) } : null;
  let offset = 2;
  while (offset + 9 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1];
    // SOF0–SOF15, less DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return null;
}
