import { style } from "@vanilla-extract/css";
import { vars } from "~/ui/theme.css";

/** The line above a heading that says whose profile a page is about. */
export const caption = style({ color: vars.color.muted, fontSize: "1.1rem", margin: `0 0 ${vars.space.xs}` });

/** A status alert of the profile (part 2 §4): a bar on the left in the alert's colour. */
export const alert = style({
  borderLeft: `6px solid ${vars.color.primary}`,
  background: vars.color.surface,
  padding: `${vars.space.s} ${vars.space.m}`,
  marginBottom: vars.space.l,
});
export const warningAlert = style([alert, { borderLeftColor: vars.color.error }]);
export const alertTitle = style({ fontSize: "1.25rem", margin: `0 0 ${vars.space.s}` });

/** An expired date: said in words too, never by colour alone. */
export const expired = style({ color: vars.color.error, fontWeight: 700 });

/** A profile section's heading with its Change link beside it. */
export const sectionHeading = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: vars.space.m });
export const sectionList = style({ margin: `0 0 ${vars.space.l}`, paddingLeft: vars.space.l });
export const plainList = style({ listStyle: "none", margin: 0, padding: 0 });
