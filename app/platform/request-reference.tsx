import { useLocation } from "react-router";
import { createContext, useContext } from "react";

/**
 * The id of the request that rendered the document: its X-Request-Id, and the requestId of its log
 * lines. The generic error page shows it, so that what a user quotes to support finds the log.
 */
export const RequestReferenceContext = createContext<string | undefined>(undefined);

const META_NAME = "request-reference";

// The browser's first location is the one the server rendered: the reference belongs to it only.
let documentLocationKey: string | undefined;

function useDocumentReference(): { reference: string | undefined; ofThisLocation: boolean } {
  const fromServer = useContext(RequestReferenceContext);
  const { key } = useLocation();
  if (typeof document === "undefined") return { reference: fromServer, ofThisLocation: true };
  documentLocationKey ??= key;
  const reference = document.querySelector<HTMLMetaElement>(`meta[name="${META_NAME}"]`)?.content;
  return { reference, ofThisLocation: key === documentLocationKey };
}

/** In the document's head, where the browser finds the server's reference again once it takes the page over. */
export function RequestReferenceMeta() {
  const { reference } = useDocumentReference();
  return reference ? <meta name={META_NAME} content={reference} /> : null;
}

/**
 * The reference of the request whose failure the page shows. After a navigation in the browser the
 * failed request was another than the document's, whose reference would mislead: none then.
 */
export function useErrorReference(): string | undefined {
  const { reference, ofThisLocation } = useDocumentReference();
  return ofThisLocation ? reference : undefined;
}
