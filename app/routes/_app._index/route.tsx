import { redirect, type LoaderFunctionArgs } from "react-router";
import { startPageFor } from "~domain/access";
import { requireAccount } from "~/platform/user.server";

/** / sends a signed-in user to the start page of their company's situation (part 1 §2.2). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { capabilities } = await requireAccount(request);
  throw redirect(startPageFor(capabilities));
}
