import { style } from "@vanilla-extract/css";
import { narrowScreens } from "./screens";
import { scrollsSideways } from "./table-scroll.css";
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
  // On a phone the tabs stay on one row that scrolls sideways: stacked, four of them put the page's h1 under the first 200 px (issue 47).
  "@media": { [narrowScreens]: { ...scrollsSideways, flexWrap: "nowrap", gap: vars.space.m, padding: `0 ${vars.space.xs}` } },
});
export const tab = style({
  display: "inline-block",
  whiteSpace: "nowrap",
  padding: `${vars.space.s} 0`,
  selectors: { '&[aria-current="page"]': { fontWeight: 700, color: vars.color.text, borderBottom: `4px solid ${vars.color.primary}` } },
});
