import { style } from "@vanilla-extract/css";
import { vars } from "~/ui/theme.css";

// The help page and the promotion screens: readable line length, room at the bottom so the fixed
// help launcher never covers the last lines.
export const page = style({ maxWidth: "48rem", paddingBottom: "4rem" });
export const lead = style({ fontSize: "1.125rem" });
export const toc = style({ borderLeft: `4px solid ${vars.color.border}`, paddingLeft: vars.space.m, margin: `${vars.space.l} 0` });
export const tocList = style({ margin: 0, paddingLeft: vars.space.l });
export const section = style({ marginTop: vars.space.xl });
export const contact = style({ background: vars.color.surface, padding: vars.space.m, borderRadius: "4px" });
export const contactList = style({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.m}`,
  margin: `${vars.space.m} 0`,
});
export const contactTerm = style({ fontWeight: 700 });
export const contactValue = style({ margin: 0, overflowWrap: "anywhere" });
export const benefits = style({ display: "grid", gap: vars.space.m, padding: 0, listStyle: "none" });
export const benefit = style({ borderLeft: `6px solid ${vars.color.primary}`, padding: `${vars.space.s} ${vars.space.m}`, background: vars.color.surface });
