import { useNavigation, useRouteLoaderData } from "react-router";
import { useEffect, useState } from "react";
import type { RestoredForm } from "~/platform/kept-form.server";

// The form kept when the session ended, which the root's loader hands to its page once after the
// sign-in (app/platform/kept-form.server.ts): every server-validated form and the page's notice read
// it here. The root does not reload on later navigations, so its data still holds the kept form when
// the user comes back to the page in the same document: each kept form is used by one visit only.
const usedForms = new Set<string>();

/** The kept form of this page's visit, until the user sends a form. */
export function useRestoredForm(): RestoredForm | null {
  const root = useRouteLoaderData<{ restoredForm: RestoredForm | null }>("root");
  const offered = root?.restoredForm ?? null;
  const [restored, setRestored] = useState(() => (offered && !usedForms.has(offered.id) ? offered : null));
  const sending = useNavigation().state === "submitting";
  useEffect(() => {
    if (restored) usedForms.add(restored.id);
  }, [restored]);
  // Once sent, the form's own answer says what is what.
  useEffect(() => {
    if (sending) setRestored(null);
  }, [sending]);
  return restored;
}
