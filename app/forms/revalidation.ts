import type { ShouldRevalidateFunction } from "@remix-run/react";

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
