import { style } from "@vanilla-extract/css";
import { vars } from "~/ui/theme.css";

/** Whose identity the page is about, above its heading (GOV.UK's caption). */
export const caption = style({ display: "block", color: vars.color.muted, fontSize: "1.125rem", marginBottom: vars.space.xs });

/** What a change by hand leads to, set apart from the form as GOV.UK's inset text. */
export const inset = style({
  borderLeft: `6px solid ${vars.color.border}`,
  padding: `${vars.space.s} ${vars.space.m}`,
  margin: `0 0 ${vars.space.l}`,
});
