import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { ErrorContent } from "~/components/error-boundary";
import { PromoPage, type PromoKeys } from "~/components/promo-page";
import { translatorFor } from "~/services/translate.server";
import { requireAccount } from "~/services/user.server";
import { titleMeta } from "~/utils/meta";

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
  const t = await translatorFor(request, "help");
  return json({ title: t("payrollPromo.title") });
}

/** The payroll offer, for companies that do not have it yet. */
export default function PayrollPromoPage() {
  return <PromoPage keys={KEYS} />;
}

export const meta = titleMeta;

export const ErrorBoundary = ErrorContent;
