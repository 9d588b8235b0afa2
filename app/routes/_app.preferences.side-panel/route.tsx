import type { ActionFunctionArgs } from "react-router";
import { z } from "zod";
import { sidePanelCookie } from "~/areas/shell/preferences.server";
import { preferenceAction, preferenceLoader } from "~/forms/preference-action.server";

export const loader = preferenceLoader;

/** The side panel collapsed or expanded, remembered so the server renders it so (part 1 §2.4). */
export const action = ({ request }: ActionFunctionArgs) =>
  preferenceAction(request, {
    schema: z.object({ sidePanel: z.enum(["collapsed", "expanded"]) }),
    apply: async ({ sidePanel }) => ({ "Set-Cookie": await sidePanelCookie.serialize(sidePanel) }),
  });
