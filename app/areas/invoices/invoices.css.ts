import { style } from "@vanilla-extract/css";
import { vars } from "~/ui/theme.css";

/** What the company still has to pay, above the list: a box of its own, read before the rows. */
export const outstanding = style({
  borderLeft: `6px solid ${vars.color.primary}`,
  padding: vars.space.m,
  background: vars.color.surface,
  marginBottom: vars.space.l,
});
export const outstandingTitle = style({ fontSize: "1.25rem", margin: 0 });
export const outstandingAmount = style({ fontSize: "2rem", fontWeight: 700, margin: `${vars.space.xs} 0` });
export const outstandingLine = style({ margin: `0 0 ${vars.space.xs}` });
export const outstandingScope = style({ margin: 0, color: vars.color.muted });
