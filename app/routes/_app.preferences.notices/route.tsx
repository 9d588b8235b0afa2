import type { ActionFunctionArgs } from "react-router";
import { z } from "zod";
import { acknowledgedNotices, acknowledgedNoticesCookie } from "~/areas/shell/preferences.server";
import { preferenceAction, preferenceLoader } from "~/forms/preference-action.server";

export const loader = preferenceLoader;

/** A restriction notice put away: hidden for a day, in the user's current company. */
export const action = ({ request }: ActionFunctionArgs) =>
  preferenceAction(request, {
    schema: z.object({ notice: z.string().min(1) }),
    apply: async ({ notice }, { user }) => {
      const acknowledged = await acknowledgedNotices(request);
      const companyId = user.company?.id;
      if (companyId) acknowledged[companyId] = [...new Set([...(acknowledged[companyId] ?? []), notice])];
      return { "Set-Cookie": await acknowledgedNoticesCookie.serialize(acknowledged) };
    },
  });
