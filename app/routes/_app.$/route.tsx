import { notFound } from "~/platform/api-calls.server";
import type { LoaderFunctionArgs } from "react-router";
import { ErrorContent } from "~/ui/error-boundary";
import { requireAccount } from "~/platform/user.server";

// Unknown addresses: signed out they lead to /login, in another state to that state's page, and in
// the normal state to the not-found page inside the shell. Access is deny-by-default, so an address
// outside every area counts as forbidden; like the shell, this page lets that through to say "not found".
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccount(request, { layout: true });
  throw notFound();
}

export default function NotFound() {
  return null;
}

export const ErrorBoundary = ErrorContent;
