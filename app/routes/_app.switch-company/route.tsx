import type { ActionFunctionArgs } from "react-router";
import { z } from "zod";
import { preferenceAction, preferenceLoader } from "~/forms/preference-action.server";
import { SelectCompanyMutationDocument } from "~/platform/operations.generated";
import { identifyUser } from "~/platform/analytics.server";
import { graphql } from "~/platform/payroll-api.server";
import { log } from "~/platform/log.server";

export const loader = preferenceLoader;

/**
 * Switching company (part 1 §4): the API selects it, then everything is loaded afresh from the
 * start page of the new company. A failure is only logged (part 1 §8): the user stays where they were.
 */
export const action = ({ request }: ActionFunctionArgs) =>
  preferenceAction(request, {
    schema: z.object({ companyId: z.string().min(1) }),
    back: "/",
    apply: async ({ companyId }, { credentials }) => {
      try {
        await graphql(SelectCompanyMutationDocument, { input: { companyId } }, credentials);
        // The company is a trait of the user's identity.
        identifyUser(credentials);
      } catch (error) {
        log.warn({ err: error }, "switching company failed");
      }
    },
  });
