import { createCookieSessionStorage } from "react-router";
import { IDLE_TIMEOUT_MS } from "../../app/platform/session-limits";

/**
 * What the idle limit does to a session: the browser keeps its cookie, whose last activity is now
 * longer ago than the limit; the server, which opens it with the portal's secret, finds it ended and
 * still knows whose it was (a form sent with no session cookie at all is nobody's and is not kept,
 * docs/decisions/0061). Takes and gives the cookie's value.
 */
export async function idledOut(sessionCookie: string, secret: string): Promise<string> {
  const storage = createCookieSessionStorage({ cookie: { name: "__session", secrets: [secret] } });
  const session = await storage.getSession(`__session=${sessionCookie}`);
  session.set("lastActiveAt", Date.now() - IDLE_TIMEOUT_MS - 60_000);
  return (await storage.commitSession(session)).split(";")[0].slice("__session=".length);
}
