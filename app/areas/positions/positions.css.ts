import { style } from "@vanilla-extract/css";
import { vars } from "~/ui/theme.css";

/** A short status next to a list entry, such as "work post sheet missing". */
export const tag = style({
  display: "inline-block",
  marginTop: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  fontWeight: 700,
  color: vars.color.error,
  border: `2px solid ${vars.color.error}`,
});
