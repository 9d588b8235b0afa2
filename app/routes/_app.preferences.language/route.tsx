import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { isLanguage } from "~domain/languages";
import { UpdateUserMutationDocument } from "~/platform/operations.generated";
import { languageCookie } from "~/platform/i18next.server";
import { accountLanguageCookie } from "~/platform/language-sync.server";
import { graphql } from "~/platform/payroll-api.server";
import { safeRedirect } from "~/platform/safe-redirect";
import { requireAccount } from "~/platform/user.server";
import { log } from "~/platform/log.server";
import { readFormData } from "~/platform/form-bodies.server";

export const loader = () => redirect("/");

/** The user menu's language choice: the page language now, and the user's preferred language. */
export async function action({ request }: ActionFunctionArgs) {
  const { user, credentials } = await requireAccount(request);
  const form = await readFormData(request);
  const language = form.get("language");
  const back = safeRedirect(form.get("redirectTo"));
  if (!isLanguage(language)) return redirect(back);
  const { email, firstName, lastName } = user;
  const headers = new Headers([["Set-Cookie", await languageCookie.serialize(language)]]);
  try {
    await graphql(UpdateUserMutationDocument, { input: { user: { email, firstName, lastName, preferredLanguage: language } } }, credentials);
    // This browser made the change: the next page has nothing to sync (app/platform/language-sync.server.ts).
    headers.append("Set-Cookie", await accountLanguageCookie.serialize(language));
  } catch (error) {
    // Part 1 §8: a failed language update is only logged; the page still changes language.
    log.warn({ err: error }, "updating the preferred language failed");
  }
  return redirect(back, { headers });
}
