import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { ErrorContent } from "~/components/error-boundary";
import { PromoPage, type PromoKeys } from "~/components/promo-page";
import { translatorFor } from "~/services/translate.server";
import { requireAccount } from "~/services/user.server";
import { titleMeta } from "~/utils/meta";

const KEYS: PromoKeys = {
  title: "help:selectionPromo.title",
  intro: "help:selectionPromo.intro",
  benefits: [
    { title: "help:selectionPromo.selection.title", text: "help:selectionPromo.selection.text" },
    { title: "help:selectionPromo.interim.title", text: "help:selectionPromo.interim.text" },
    { title: "help:selectionPromo.construct.title", text: "help:selectionPromo.construct.text" },
    { title: "help:selectionPromo.permanent.title", text: "help:selectionPromo.permanent.text" },
  ],
  outro: "help:selectionPromo.outro",
};

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccount(request);
  const t = await translatorFor(request, "help");
  return json({ title: t("selectionPromo.title") });
}

/** The selection offer (interim and construct staffing), for companies that do not have it yet. */
export default function SelectionPromoPage() {
  return <PromoPage keys={KEYS} />;
}

export const meta = titleMeta;

export const ErrorBoundary = ErrorContent;
