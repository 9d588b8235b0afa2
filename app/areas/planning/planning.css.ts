import { style } from "@vanilla-extract/css";
import { vars } from "~/ui/theme.css";

// The grid on a wide screen and on paper; the list by day on a phone (the same data, with headings).
const phone = "screen and (max-width: 48rem)";

export const grid = style({
  width: "100%",
  borderCollapse: "collapse",
  marginBottom: vars.space.l,
  tableLayout: "fixed",
  "@media": { [phone]: { display: "none" }, print: { fontSize: "8.5pt" } },
});
export const cell = style({
  textAlign: "left",
  verticalAlign: "top",
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  overflowWrap: "anywhere",
  "@media": { print: { breakInside: "avoid" } },
});
export const personCell = style([cell, { width: "11rem" }]);
export const totalCell = style([cell, { width: "5rem" }]);
export const shiftList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs });
export const shift = style({ display: "grid" });
export const marker = style({
  justifySelf: "start",
  fontSize: "0.875rem",
  fontWeight: 700,
  border: `1px solid ${vars.color.text}`,
  borderRadius: "3px",
  padding: `0 ${vars.space.xs}`,
});
export const byDay = style({ display: "none", "@media": { [phone]: { display: "block" } } });
export const dayList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.s });
export const dayShift = style({ borderLeft: `4px solid ${vars.color.border}`, paddingLeft: vars.space.s });
export const weekNav = style({ display: "flex", flexWrap: "wrap", gap: vars.space.m, justifyContent: "space-between", marginBottom: vars.space.m });
