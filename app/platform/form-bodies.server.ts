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

/** The answer to a form body that cannot be read (multipart without a boundary, cut short, with a broken part): the sender's fault. */
export const unreadableForm = () =>
  new Response("400 Bad Request: the form could not be read.", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** The request's form, as every action reads it: a body that is no readable form is thrown as a 400, never a server error. */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch (error) {
    // The one error of a body that does not parse as the form its Content-Type names.
    if (error instanceof TypeError) throw unreadableForm();
    throw error;
  }
}
