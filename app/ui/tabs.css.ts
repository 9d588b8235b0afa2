import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** Sibling pages side by side (the payroll and selection teams; interim and construct): plain links, the current one marked. */
export const tabs = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.l,
  listStyle: "none",
  padding: 0,
  margin: `0 0 ${vars.space.l}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const tab = style({
  display: "inline-block",
  padding: `${vars.space.s} 0`,
  selectors: { '&[aria-current="page"]': { fontWeight: 700, color: vars.color.text, borderBottom: `4px solid ${vars.color.primary}` } },
});
