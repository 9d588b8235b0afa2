import { messageVariables } from "./message-variables.server";
import { i18next, type resources } from "~/i18next.server";

export type Namespace = keyof (typeof resources)["en"];

/** A translator in the request's language, for titles and texts a loader or action decides. */
export async function translatorFor(request: Request, namespace: Namespace = "common") {
  const t = await i18next.getFixedT(request, namespace);
  return (key: string, options: Record<string, unknown> = {}) =>
    t(key, { ...messageVariables(), ...options }) as string;
}
