import type { ActionFunctionArgs } from "react-router";
import { z } from "zod";
import { SUPPORTED_LANGUAGES } from "~domain/languages";
import { preferenceAction, preferenceLoader } from "~/forms/preference-action.server";
import { UpdateUserMutationDocument } from "~/platform/operations.generated";
import { languageCookie } from "~/platform/i18next.server";
import { accountLanguageCookie } from "~/platform/language-sync.server";
import { graphql } from "~/platform/payroll-api.server";
import { log } from "~/platform/log.server";

export const loader = preferenceLoader;

/** The user menu's language choice: the page language now, and the user's preferred language. */
export const action = ({ request }: ActionFunctionArgs) =>
  preferenceAction(request, {
    schema: z.object({ language: z.enum(SUPPORTED_LANGUAGES) }),
    apply: async ({ language }, { user, credentials }) => {
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
      return headers;
    },
  });
