import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const skipLink = style({
  position: "absolute",
  left: "-9999px",
  top: 0,
  padding: vars.space.s,
  background: vars.color.focus,
  color: vars.color.text,
  zIndex: 10,
  selectors: { "&:focus": { left: 0 } },
});
export const main = style({ padding: vars.space.l, maxWidth: "72rem", margin: "0 auto", outline: "none" });
export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.m,
  padding: `${vars.space.s} ${vars.space.l}`,
  background: vars.color.text,
  color: vars.color.background,
});
export const brand = style({ color: vars.color.background, fontWeight: 700, fontSize: "1.125rem", textDecoration: "none" });
export const headerActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.m, alignItems: "center" });
export const headerButton = style({
  font: "inherit",
  color: vars.color.background,
  background: "transparent",
  border: `2px solid ${vars.color.background}`,
  borderRadius: "4px",
  padding: `${vars.space.xs} ${vars.space.s}`,
  cursor: "pointer",
});
export const languageForm = style({ display: "flex", gap: vars.space.xs, margin: 0 });
export const languageButton = style({
  font: "inherit",
  color: "inherit",
  background: "transparent",
  border: "2px solid currentColor",
  borderRadius: "4px",
  padding: `0 ${vars.space.s}`,
  cursor: "pointer",
  selectors: { '&[aria-current="true"]': { background: vars.color.background, color: vars.color.text } },
});
export const authPage = style({ maxWidth: "34rem", margin: "0 auto", padding: vars.space.l });
export const counts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))",
  gap: vars.space.m,
  padding: 0,
  listStyle: "none",
});
export const countCard = style({ border: `2px solid ${vars.color.border}`, padding: vars.space.m, borderRadius: "4px" });
export const countNumber = style({ display: "block", fontSize: "2rem", fontWeight: 700 });
export const countLink = style({
  display: "block",
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.primary, textDecoration: "underline" } },
});
export const footer = style({
  padding: `${vars.space.m} ${vars.space.l}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
