import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { refreshedSessionCookie } from "~/platform/session.server";

// The idle warning's "Stay signed in" (app/ui/idle-warning.tsx): the session's idle time starts
// again. No page: 204 while the session lives, 401 once it has ended.

export const loader = () => redirect("/");

export async function action({ request }: ActionFunctionArgs) {
  const cookie = await refreshedSessionCookie(request, { always: true });
  if (!cookie) return new Response(null, { status: 401 });
  return new Response(null, { status: 204, headers: { "Set-Cookie": cookie } });
}
