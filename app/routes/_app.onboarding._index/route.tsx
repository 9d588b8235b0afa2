import { redirect, type LoaderFunctionArgs } from "react-router";
import { firstUnfinishedStepPath } from "~/areas/onboarding/onboarding.server";

export async function loader({ request }: LoaderFunctionArgs) {
  throw redirect(await firstUnfinishedStepPath(request));
}
