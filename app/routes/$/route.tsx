import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { requireCredentials } from "~/services/auth.server";

// Unknown addresses: signed out they lead to /login like every other page, signed in to a 404.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireCredentials(request);
  throw json({ reason: "not-found" }, { status: 404 });
}

export default function NotFound() {
  return null;
}
