import type { Namespace } from "./i18n";
import { i18next } from "./i18next.server";

/** A translator in the request's language, for a text a loader or action decides. */
export function translatorFor<N extends Namespace>(request: Request, namespace: N) {
  return i18next.getFixedT(request, namespace);
}
