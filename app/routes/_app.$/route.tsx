import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { ErrorContent } from "~/components/error-boundary";
import { requireAccount } from "~/services/user.server";

// Unknown addresses: signed out they lead to /login, in another state to that state's page, and in
// the normal state to the not-found page inside the shell.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccount(request);
  throw json({ reason: "not-found" }, { status: 404 });
}

export default function NotFound() {
  return null;
}

export const ErrorBoundary = ErrorContent;
