import { style } from "@vanilla-extract/css";
import { vars } from "~/ui/theme.css";

const mobile = "screen and (max-width: 48rem)";

export const frame = style({
  display: "flex",
  alignItems: "stretch",
  minHeight: "calc(100vh - 3.5rem)",
  "@media": { [mobile]: { flexDirection: "column" } },
});
export const sidePanel = style({
  flex: `0 0 ${vars.width.sidePanel}`,
  width: vars.width.sidePanel,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  padding: `${vars.space.m} 0`,
  "@media": { [mobile]: { flex: "none", width: "100%", borderRight: 0, borderBottom: `1px solid ${vars.color.border}`, padding: 0 } },
});
export const sidePanelCollapsed = style({
  flex: `0 0 ${vars.width.sidePanelCollapsed}`,
  width: vars.width.sidePanelCollapsed,
});
export const content = style({ flex: 1, minWidth: 0 });
export const navList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": { [mobile]: { display: "flex", flexWrap: "wrap" } },
});
export const navLink = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.s,
  padding: `${vars.space.s} ${vars.space.m}`,
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.background, color: vars.color.primary, textDecoration: "underline" },
    '&[aria-current="page"]': { fontWeight: 700, borderLeft: `4px solid ${vars.color.primary}`, background: vars.color.background },
  },
});
export const navIcon = style({ flex: "0 0 auto", width: "1.5rem", height: "1.5rem" });
export const navLabel = style({ flex: 1 });
export const badge = style({
  minWidth: "1.5rem",
  padding: "0 0.4rem",
  borderRadius: "0.75rem",
  background: vars.color.error,
  color: vars.color.primaryText,
  fontSize: "0.875rem",
  fontWeight: 700,
  textAlign: "center",
});
export const panelToggle = style({
  display: "block",
  margin: `${vars.space.m} ${vars.space.m} 0`,
  "@media": { [mobile]: { display: "none" } },
});
export const menu = style({ position: "relative" });
export const menuSummary = style({
  cursor: "pointer",
  listStyle: "none",
  padding: `${vars.space.xs} ${vars.space.s}`,
  border: `2px solid ${vars.color.background}`,
  borderRadius: "4px",
  selectors: { "&::-webkit-details-marker": { display: "none" } },
});
export const menuPanel = style({
  position: "absolute",
  right: 0,
  zIndex: 5,
  minWidth: "16rem",
  marginTop: vars.space.xs,
  padding: vars.space.m,
  background: vars.color.background,
  color: vars.color.text,
  border: `2px solid ${vars.color.text}`,
  borderRadius: "4px",
  display: "grid",
  gap: vars.space.m,
});
export const menuHeading = style({ fontSize: "1rem", margin: 0 });
export const inlineForm = style({ display: "flex", flexWrap: "wrap", gap: vars.space.s, alignItems: "end", margin: 0 });
export const select = style({ font: "inherit", padding: vars.space.xs, border: `2px solid ${vars.color.text}`, maxWidth: "16rem" });
export const notices = style({ display: "grid", gap: vars.space.s, padding: `${vars.space.m} ${vars.space.l} 0` });
export const notice = style({
  borderLeft: `6px solid ${vars.color.error}`,
  background: vars.color.surface,
  padding: vars.space.m,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.m,
  alignItems: "center",
  justifyContent: "space-between",
});
export const helpLauncher = style({
  position: "fixed",
  right: vars.space.l,
  bottom: vars.space.l,
  zIndex: 4,
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: "1.5rem",
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: 700,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.primaryHover, color: vars.color.primaryText } },
});
