import type { ActionFunctionArgs } from "react-router";
import { z } from "zod";
import { HOURS_UNITS } from "~domain/timesheet-hours";
import { hoursUnitCookie } from "~/areas/shell/preferences.server";
import { preferenceAction, preferenceLoader } from "~/forms/preference-action.server";

export const loader = preferenceLoader;

/** The timesheets' hours unit, chosen on a timesheet and remembered for the next ones. */
export const action = ({ request }: ActionFunctionArgs) =>
  preferenceAction(request, {
    schema: z.object({ unit: z.enum(HOURS_UNITS) }),
    apply: async ({ unit }) => ({ "Set-Cookie": await hoursUnitCookie.serialize(unit) }),
  });
