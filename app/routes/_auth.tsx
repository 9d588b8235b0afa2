import { redirect, type LoaderFunctionArgs } from "react-router";
import { Outlet } from "react-router";
import { PageMain } from "~/ui/page";
import { PublicHeader } from "~/ui/public-header";
import { optionalCredentials } from "~/platform/credentials.server";
import * as styles from "~/ui/layout.css";
import { skipRevalidationAfterRefusal } from "~/forms/revalidation";

// The signed-out pages; a signed-in user has nothing to do here (part 1 §2.1).
export const shouldRevalidate = skipRevalidationAfterRefusal;

export async function loader({ request }: LoaderFunctionArgs) {
  if (await optionalCredentials(request)) throw redirect("/");
  return null;
}

export default function AuthLayout() {
  return (
    <>
      <PublicHeader home="/login" />
      <PageMain>
        <div className={styles.authPage}>
          <Outlet />
        </div>
      </PageMain>
    </>
  );
}
