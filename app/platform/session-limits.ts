// How long a session lasts, for the server that ends it and for the page that warns before it does
// (app/ui/session-timeout.tsx, docs/decisions/0035-session-end-mid-form.md) and for the sign-in page
// that says how long it lasts (docs/decisions/0080).

export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** The same limit as the sign-in page and the warning say it. */
export const IDLE_MINUTES = IDLE_TIMEOUT_MS / 60_000;
// Writing the cookie on every request is wasteful; a minute's precision is enough for idling.
export const TOUCH_INTERVAL_MS = 60 * 1000;
