import { createContext, useContext } from "react";
import { useNonce } from "~/platform/nonce";

/** The stylesheet's text on the server (entry.server); in the browser the document already holds it. */
export const StylesheetContext = createContext<string | null>(null);

const STYLES_ID = "page-styles";

/** The portal's stylesheet, in the document itself: the first paint waits for no other request. */
export function PageStyles() {
  const server = useContext(StylesheetContext);
  const nonce = useNonce();
  const text = server ?? document.getElementById(STYLES_ID)?.textContent ?? "";
  // The browser hides a nonce from scripts, so the attribute the hydration finds differs from the server's.
  return <style id={STYLES_ID} nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}
