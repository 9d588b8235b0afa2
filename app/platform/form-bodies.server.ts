import type { RequestHandler } from "express";

// The portal's actions read forms, as browsers send them; a body of any other type (JSON, plain text)
// would make the form reading throw and the page answer 500. It is refused before it gets there.
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
const WITHOUT_BODY = new Set(["GET", "HEAD", "OPTIONS"]);

/** 415 for a request whose body is not a form; requests without a body pass. */
export function formBodiesOnly(): RequestHandler {
  return (req, res, next) => {
    if (WITHOUT_BODY.has(req.method)) return next();
    const type = (req.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
    const hasBody = Number(req.get("Content-Length") ?? "0") > 0 || req.get("Transfer-Encoding") !== undefined;
    if (!hasBody || FORM_TYPES.has(type)) return next();
    res.status(415).type("text/plain").send("415 Unsupported Media Type: this address takes the fields of its page's form.");
  };
}

/**
 * Lets the rest of a body that the answer did not need be read and dropped, so that the connection
 * serves the browser's next request. An action that answers before it reads the form (a redirect to
 * sign in, a record not found) leaves the body half read by the stream Remix made of it, which stops
 * reading when nobody takes from it: Node then waits on that connection until the client gives up, and
 * the next request sent on it hung for the server's keep-alive time and failed.
 */
export function discardUnreadBodies(): RequestHandler {
  return (req, res, next) => {
    res.on("finish", () => {
      if (req.complete) return;
      // As Node does with a body nobody started to read: whatever was listening takes no more of it.
      req.removeAllListeners("data");
      req.resume();
    });
    next();
  };
}

/** The answer to a form body that cannot be read (multipart without a boundary, cut short, with a broken part): the sender's fault. */
export const unreadableForm = () =>
  new Response("400 Bad Request: the form could not be read.", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });

// The form each request's action read, for a sign-in that its answer asks for after the body is gone
// (app/platform/kept-form.server.ts).
const formsRead = new WeakMap<Request, FormData>();

/** The request's form, as every action reads it: a body that is no readable form is thrown as a 400, never a server error. */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    const formData = await request.formData();
    formsRead.set(request, formData);
    return formData;
  } catch (error) {
    // The one error of a body that does not parse as the form its Content-Type names.
    if (error instanceof TypeError) throw unreadableForm();
    throw error;
  }
}

/**
 * The form a request carried, as its action read it, or read now when nobody has; null for a body that
 * is gone unread, for an upload (multipart: files are never kept, and not worth reading to drop) and
 * for a body that is no readable form.
 */
export async function submittedFormOf(request: Request): Promise<FormData | null> {
  const read = formsRead.get(request);
  if (read) return read;
  const type = request.headers.get("Content-Type")?.split(";")[0].trim().toLowerCase();
  if (request.bodyUsed || type !== "application/x-www-form-urlencoded") return null;
  return readFormData(request).catch(() => null);
}
