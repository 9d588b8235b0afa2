import { style } from "@vanilla-extract/css";
import * as layout from "~/ui/layout.css";
import { narrowScreens, onWideScreens } from "~/ui/screens";
import { vars } from "~/ui/theme.css";

const mobile = narrowScreens;
const spanningAllColumns = "1 / -1";

/** The signed-in page: on wide screens a grid of the header bar, the notices, then panel and content. */
export const page = style(
  onWideScreens({
    display: "grid",
    gridTemplateColumns: "auto minmax(0, 1fr)",
    gridTemplateRows: "auto auto 1fr",
    minHeight: "100vh",
    // The header's bar, now that the header itself lays out nothing (display: contents).
    "::before": { content: '""', gridRow: 1, gridColumn: spanningAllColumns, background: vars.color.text },
  }),
);
export const banner = style([layout.header, { position: "relative", flexWrap: "nowrap" }, onWideScreens({ display: "contents" })]);
export const brand = style([
  layout.brand,
  onWideScreens({ gridRow: 1, gridColumn: spanningAllColumns, justifySelf: "start", alignSelf: "center", padding: `${vars.space.s} ${vars.space.l}` }),
]);
export const headerActions = style([
  { display: "flex", flexWrap: "wrap", gap: vars.space.m, alignItems: "center", padding: `0 ${vars.space.m}` },
  onWideScreens({
    gridRow: 1,
    gridColumn: 2,
    justifySelf: "end",
    alignSelf: "center",
    padding: `${vars.space.s} ${vars.space.l}`,
    color: vars.color.background,
  }),
]);
export const sidePanel = style({
  width: vars.width.sidePanel,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  padding: `${vars.space.m} 0`,
  ...onWideScreens({ gridRow: 3, gridColumn: 1 }),
  "@media": { [mobile]: { width: "100%", borderRight: 0, borderTop: `1px solid ${vars.color.border}`, padding: 0 } },
});
export const sidePanelCollapsed = style({
  width: vars.width.sidePanelCollapsed,
  "@media": { [mobile]: { width: "100%" } },
});
export const content = style({ minWidth: 0, ...onWideScreens({ gridRow: 3, gridColumn: 2 }) });
export const navList = style({ listStyle: "none", margin: 0, padding: 0 });
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
  "@media": { [mobile]: { borderColor: vars.color.text } },
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
  // Inside the small screens' menu, which lies over the page already.
  "@media": { [mobile]: { position: "static" } },
});
export const menuHeading = style({ fontSize: "1rem", margin: 0 });
export const inlineForm = style({ display: "flex", flexWrap: "wrap", gap: vars.space.s, alignItems: "end", margin: 0 });
export const select = style({ font: "inherit", padding: vars.space.xs, border: `2px solid ${vars.color.text}`, maxWidth: "16rem" });
export const notices = style({
  display: "grid",
  gap: vars.space.s,
  padding: `${vars.space.m} ${vars.space.l} 0`,
  ...onWideScreens({ gridRow: 2, gridColumn: spanningAllColumns }),
  "@media": { print: { display: "none" } },
});
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
export const help = style({ display: "flex", justifyContent: "flex-end", maxWidth: "72rem", margin: "0 auto", padding: `0 ${vars.space.l} ${vars.space.l}` });
export const helpLauncher = style({
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: "1.5rem",
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: 700,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.primaryHover, color: vars.color.primaryText } },
});
/** The shell's search box: as wide as the company switcher's select, narrower on a phone's menu so that its button fits beside it. */
export const searchInput = style({
  font: "inherit",
  padding: vars.space.xs,
  border: `2px solid ${vars.color.text}`,
  width: "14rem",
  maxWidth: "100%",
  minWidth: 0,
});
