import { AccessibilityStatement } from "~/areas/help/accessibility-statement";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { PageMain } from "~/ui/page";
import { PublicHeader } from "~/ui/public-header";

export const handle = { i18n: ["help"], title: "help:accessibility.title" } satisfies PageHandle;

/** /accessibility: public, outside both the signed-out and the signed-in layouts, so anyone reads it from any page's footer. */
export default function AccessibilityPage() {
  return (
    <>
      <PublicHeader home="/" />
      <PageMain>
        <AccessibilityStatement />
      </PageMain>
    </>
  );
}
