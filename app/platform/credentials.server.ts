// The signed-in account's credentials, read from the session: every signed-in loader and action
// needs them (user.server.ts), so they live here, below the areas, not in the auth area.
import { redirect } from "react-router";
import { isSubmission, keepSubmittedForm } from "./kept-form.server";
import { loginPathFor } from "./safe-redirect";
import { credentialsOf, destroySession, emailOfAnySession, getSession, type Credentials } from "./session.server";

export async function optionalCredentials(request: Request): Promise<Credentials | null> {
  return credentialsOf(await getSession(request));
}

/** The signed-in account of the wanted kind, or a redirect to /login that keeps the way back. */
export async function requireCredentials(request: Request, kind?: Credentials["kind"]): Promise<Credentials> {
  const session = await getSession(request);
  const credentials = credentialsOf(session);
  if (!credentials) {
    const headers = new Headers([["Set-Cookie", await destroySession(session)]]);
    const kept = isSubmission(request) ? await keepSubmittedForm(request, emailOfAnySession(session)) : null;
    if (kept) headers.append("Set-Cookie", kept);
    throw redirect(loginPathFor(request), { headers });
  }
  if (kind && credentials.kind !== kind) throw redirect(credentials.kind === "user" ? "/" : "/my-profile");
  return credentials;
}
