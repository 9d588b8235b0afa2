// Form fields read as typed, never failing: a wizard's Previous keeps whatever is there, and the
// step's own checks say what is wrong. Shared by the wizards' step schemas.
import { z } from "zod";

export const text = z.string().optional().catch(undefined);
export const yesNo = z.enum(["yes", "no"]).optional().catch(undefined);
/** conform sends a ticked box as "on", read as true; an unticked box sends nothing. */
export const checkbox = z.boolean().optional().catch(undefined);

/** A yes/no answer as the API takes it: null while unanswered. */
export const answerOf = (value: "yes" | "no" | undefined) => (value === undefined ? null : value === "yes");

/** A saved answer as the form's radios and boxes show it. */
export const yesNoOf = (value: boolean | null) => (value === null ? undefined : value ? "yes" : "no");
export const tickedOf = (value: boolean | null) => (value ? "on" : undefined);
