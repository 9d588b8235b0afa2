import type { ShouldRevalidateFunction } from "react-router";

/**
 * Whether a layout reloads after a submission. A refused form (4xx) or a conform intent that only
 * validates changed nothing on the server: reloading the user, the badge counts and the
 * translations for it would only cost the user time.
 */
export const skipRevalidationAfterRefusal: ShouldRevalidateFunction = ({ actionStatus, formData, defaultShouldRevalidate }) => {
  if (actionStatus !== undefined && actionStatus >= 400) return false;
  if (formData?.has("__intent__")) return false;
  return defaultShouldRevalidate;
};

/**
 * Whether a page reloads its own data after a submission. Single fetch reloads nothing after a
 * refusal (4xx); a conflict (409) is refused because the data changed meanwhile, so the page then
 * shows the data as it now is (a work obstruction the office received, a contract it processed).
 */
export const reloadAfterConflict: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) => actionStatus === 409 || defaultShouldRevalidate;
