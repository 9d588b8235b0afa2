import { PASSWORD_MIN_LENGTH } from "../../domain/password";
import { i18next } from "~/i18next.server";

/** A translator in the request's language, for titles and texts a loader or action decides. */
export async function translatorFor(request: Request, namespace: "common" | "auth" | "help" = "common") {
  const t = await i18next.getFixedT(request, namespace);
  return (key: string, options: Record<string, unknown> = {}) =>
    t(key, { passwordMinLength: PASSWORD_MIN_LENGTH, ...options }) as string;
}
