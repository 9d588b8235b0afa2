// How long a session lasts, for the server that ends it and for the page that warns before it does
// (app/ui/idle-warning.tsx, docs/decisions/0035-session-end-mid-form.md).

export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
// Writing the cookie on every request is wasteful; a minute's precision is enough for idling.
export const TOUCH_INTERVAL_MS = 60 * 1000;
