import { useEffect, useState } from "react";

/**
 * False on the server and while the page hydrates, true once scripts run. Conditional questions are
 * rendered for everyone (GOV.UK's pattern); only a running script may hide those that do not apply.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
