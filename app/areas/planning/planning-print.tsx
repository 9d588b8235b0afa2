import { useNonce } from "~/platform/nonce";

// The planning's own page box: A4 landscape, so that seven days fit across. Rendered by the planning
// page alone, so no other page prints landscape; the global print stylesheet hides the shell.
const PRINT_RULES = "@page { size: A4 landscape; margin: 10mm; }";

export function PlanningPrintPage() {
  const nonce = useNonce();
  // The browser hides a nonce from scripts, so the attribute the hydration finds differs from the server's.
  return <style nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: PRINT_RULES }} />;
}
