import type { LoaderFunctionArgs } from "react-router";
import { ErrorContent } from "~/ui/error-boundary";
import { PromoPage, type PromoKeys } from "~/areas/help/promo-page";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { requireAccount } from "~/platform/user.server";

export const handle = { i18n: ["help"], title: "help:payrollPromo.title" } satisfies PageHandle;

const KEYS: PromoKeys = {
  title: "help:payrollPromo.title",
  intro: "help:payrollPromo.intro",
  benefits: [
    { title: "help:payrollPromo.admin.title", text: "help:payrollPromo.admin.text" },
    { title: "help:payrollPromo.wages.title", text: "help:payrollPromo.wages.text" },
    { title: "help:payrollPromo.online.title", text: "help:payrollPromo.online.text" },
    { title: "help:payrollPromo.expertise.title", text: "help:payrollPromo.expertise.text" },
  ],
  outro: "help:payrollPromo.outro",
};

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccount(request);
  return null;
}

/** The payroll offer, for companies that do not have it yet. */
export default function PayrollPromoPage() {
  return <PromoPage keys={KEYS} />;
}

export const ErrorBoundary = ErrorContent;
