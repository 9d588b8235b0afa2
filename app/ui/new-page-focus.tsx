import { useLocation } from "react-router";
import { useEffect, useRef } from "react";

/** The error summary's title (app/ui/forms.tsx): a page that shows one gives it the focus itself. */
export const ERROR_SUMMARY_TITLE_ID = "error-summary-title";

/**
 * Without scripts every page is a new document, which a screen reader announces from its start. With
 * them a link or a wizard's Next shows the next page in the same document: the focus stays on the
 * control pressed, or falls to the body once that control is gone, and nothing says a new page is
 * there. So after a client-side navigation to another path the new page's h1 takes the focus, as a
 * new document would have been read from its top; Tab then goes on into the page's content
 * (docs/decisions/0060). Not on the document's first load (the browser starts it), not when only the
 * search changes (a filter, a search, a page of a list: the user stays at the control they used),
 * not to a fragment (the page goes to its target, as the schedule's added day does), and not on a
 * page with an error summary, which takes the focus itself (decision 52).
 */
export function NewPageFocus() {
  const { pathname, hash } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (hash) return;
    // A refusal's summary can show one render after the page (conform reports the errors in a layout
    // effect, which renders again in the same task): look once that task is over.
    queueMicrotask(() => {
      const heading = document.querySelector<HTMLElement>("main h1");
      if (!heading || document.getElementById(ERROR_SUMMARY_TITLE_ID)) return;
      heading.tabIndex = -1;
      heading.focus();
    });
  }, [pathname, hash]);
  return null;
}
