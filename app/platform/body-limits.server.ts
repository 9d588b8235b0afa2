import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import type { NextFunction, Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { bytesOfMegabytes } from "~domain/image";
import { SCAN_MAX_BYTES } from "~domain/identity-documents";

// Every request body has a limit before anything reads it (docs/decisions/0031): a form's body was read
// whole into memory whatever its size, and a 50 MB sign-in form was still tried as a sign-in.

/** A form's fields, without files: the longest form of the portal is a few KB; a pasted text a few hundred. */
export const FORM_MAX_BYTES = 512 * 1024;

/** The settings that size the uploads, in megabytes (MiB), as the environment gives them. */
export type UploadSettings = { logoMaxMegabytes: number; workPostSheetMaxMegabytes: number };

/** A route that takes files: its address, and the sum of the largest files its form takes. */
type UploadRoute = { path: RegExp; filesBytes: number };

const SEGMENT = "[^/]+";
// With JavaScript, React Router posts a form to its data address, the page's own with ".data".
const route = (path: string) => new RegExp(`^${path}(?:/|\\.data)?$`);

/** The routes whose forms take files (the company logo, a work post sheet's PDF, an ID card's or certificate's two scans). */
export function uploadRoutes({ logoMaxMegabytes, workPostSheetMaxMegabytes }: UploadSettings): UploadRoute[] {
  const twoScans = 2 * SCAN_MAX_BYTES;
  return [
    { path: route("/settings/company"), filesBytes: bytesOfMegabytes(logoMaxMegabytes) },
    { path: route(`/positions/(?:add|edit)-work-post-sheet/${SEGMENT}`), filesBytes: bytesOfMegabytes(workPostSheetMaxMegabytes) },
    { path: route(`/employee/${SEGMENT}/(?:add-employee-certificate|edit-employee-certificate/${SEGMENT})`), filesBytes: twoScans },
    { path: route(`/(?:employee/${SEGMENT}|my-profile)/verify-identity/(?:upload|permit)`), filesBytes: twoScans },
  ];
}

/**
 * The most a body to `path` may hold. An upload's form may hold twice its files' limits and the
 * form's own fields: a file somewhat over its limit is still read (the upload readers stop at the
 * file's limit) and refused next to its field, with what was typed kept; beyond that is no mistake.
 */
export function bodyLimitOf(path: string, contentType: string, uploads: readonly UploadRoute[]): number {
  const upload = contentType.startsWith("multipart/form-data") ? uploads.find((candidate) => candidate.path.test(path)) : undefined;
  return upload ? 2 * upload.filesBytes + FORM_MAX_BYTES : FORM_MAX_BYTES;
}

/**
 * Holds a body without a declared length (chunked) until it is complete, counting it as it streams:
 * whoever reads the request gets it only whole and within the limit, or never. The HTTP parser hands
 * the request each piece of body through `push`; the pieces held are pushed on at the end.
 */
function holdUntilComplete(req: IncomingMessage, maxBytes: number, { complete, tooLarge }: { complete: () => void; tooLarge: () => void }) {
  // Pieces that came with the headers are in the request's buffer already.
  if (req.complete) return req.readableLength > maxBytes ? tooLarge() : complete();
  const push = req.push.bind(req);
  const held: Buffer[] = [];
  let size = req.readableLength;
  let refused = false;
  req.push = (chunk: Buffer | null) => {
    if (refused) return true;
    if (chunk === null) {
      req.push = push;
      for (const piece of held) push(piece);
      const pushed = push(null);
      complete();
      return pushed;
    }
    size += chunk.byteLength;
    if (size > maxBytes) {
      refused = true;
      held.length = 0;
      tooLarge();
      return true;
    }
    held.push(chunk);
    return true;
  };
}

const WITHOUT_BODY = new Set(["GET", "HEAD", "OPTIONS"]);
/** How long a client has to read the 413 before its connection is cut, as nginx's lingering close gives it. */
const LINGER_MS = 5_000;

/**
 * Ends the connection after the answer. Cut at once, it would be reset while the client still sends,
 * and a client then often loses the answer it had not read yet (Node's own client did, in most tries):
 * so the portal says it is done (FIN), drops what still comes, and cuts the connection when the client
 * closes it, which it does once it has the answer, or after LINGER_MS.
 */
function closeAfterAnswer(socket: Socket) {
  socket.end();
  const cut = setTimeout(() => socket.destroy(), LINGER_MS);
  socket.once("close", () => clearTimeout(cut));
}

/**
 * 413, by `refuse`, for a body over its limit (bodyLimitOf): by its declared Content-Length before it
 * is read, and a body without one as it streams in, before anything reads it. The connection is closed
 * after the answer (closeAfterAnswer): the rest of the body is never read into anything.
 */
export function limitBodies(uploads: readonly UploadRoute[], refuse: (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => void): RequestHandler {
  return (req, res, next) => {
    if (WITHOUT_BODY.has(req.method)) return next();
    const maxBytes = bodyLimitOf(req.path, (req.get("Content-Type") ?? "").toLowerCase(), uploads);
    const tooLarge = () => {
      res.once("finish", () => closeAfterAnswer(req.socket));
      refuse(req, res, next);
    };
    const declared = req.get("Content-Length");
    if (declared !== undefined) return Number(declared) > maxBytes ? tooLarge() : next();
    if (req.get("Transfer-Encoding") === undefined) return next();
    // The body is complete within the parser's own call: the rest of the request goes on after it.
    holdUntilComplete(req, maxBytes, { complete: () => setImmediate(() => next()), tooLarge });
  };
}
