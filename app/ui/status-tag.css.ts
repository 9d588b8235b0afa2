import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

const base = {
  display: "inline-block",
  marginTop: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  fontWeight: 700,
} as const;

/** Something still to do, not a fault: the text's own colour in a plain border (issue 47). */
export const todo = style({ ...base, color: vars.color.text, border: `2px solid ${vars.color.border}`, background: vars.color.surface });

/** Something late that needs acting on now: the error colour, and always its word, never the colour alone. */
export const urgent = style({ ...base, color: vars.color.error, border: `2px solid ${vars.color.error}` });
