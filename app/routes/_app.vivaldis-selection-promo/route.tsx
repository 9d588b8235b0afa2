import type { LoaderFunctionArgs } from "react-router";
import { ErrorContent } from "~/ui/error-boundary";
import { PromoPage, type PromoKeys } from "~/areas/help/promo-page";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { requireAccount } from "~/platform/user.server";

export const handle = { i18n: ["help"], title: "help:selectionPromo.title" } satisfies PageHandle;

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
  return null;
}

/** The selection offer (interim and construct staffing), for companies that do not have it yet. */
export default function SelectionPromoPage() {
  return <PromoPage keys={KEYS} />;
}

export const ErrorBoundary = ErrorContent;
