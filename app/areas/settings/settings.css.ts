import { style } from "@vanilla-extract/css";
import { vars } from "~/ui/theme.css";

const wide = "screen and (min-width: 48rem)";

// minmax(0, …): a wide table scrolls in its own box (~/ui/table-scroll) instead of widening the column.
export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.l,
  "@media": { [wide]: { gridTemplateColumns: "14rem minmax(0, 1fr)", alignItems: "start" } },
});
/** /settings' own h1, above the menu and the profile beside it. */
export const menuPageHeading = style({ gridColumn: "1 / -1", margin: 0 });
export const menu = style({ borderRight: 0, "@media": { [wide]: { borderRight: `1px solid ${vars.color.border}`, paddingRight: vars.space.m } } });
export const menuGroup = style({ fontWeight: 700, margin: `${vars.space.m} 0 ${vars.space.xs}` });
export const menuList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs });
export const menuLink = style({ selectors: { '&[aria-current="page"]': { fontWeight: 700 } } });
/** On small screens /settings is the menu alone; on large ones the profile sits beside it. */
export const wideOnly = style({ display: "none", "@media": { [wide]: { display: "block" } } });
export const narrowOnly = style({ margin: 0, "@media": { [wide]: { display: "none" } } });
export const table = style({ width: "100%", borderCollapse: "collapse", marginBottom: vars.space.l });
export const cell = style({ textAlign: "left", padding: vars.space.s, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: "top" });
export const logo = style({ display: "block", maxWidth: "12rem", maxHeight: "6rem", marginBottom: vars.space.m, border: `1px solid ${vars.color.border}` });
/** The latest contract's date on the company glance: a count card's number, sized for a date. */
export const glanceDate = style({ display: "block", fontSize: "1.25rem", fontWeight: 700, marginBottom: vars.space.xs });
export const office = style({ fontStyle: "normal", marginBottom: vars.space.l });
