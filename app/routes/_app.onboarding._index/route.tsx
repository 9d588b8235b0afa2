import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { firstUnfinishedStepPath } from "~/services/onboarding.server";

export async function loader({ request }: LoaderFunctionArgs) {
  throw redirect(await firstUnfinishedStepPath(request));
}
