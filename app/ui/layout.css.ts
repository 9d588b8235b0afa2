import { globalStyle, style } from "@vanilla-extract/css";
import { narrowScreens, onWideScreens } from "./screens";
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
  position: "relative",
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
export const headerActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.m,
  alignItems: "center",
  "@media": { [narrowScreens]: { padding: `0 ${vars.space.m} ${vars.space.m}` } },
});
export const headerButton = style({
  font: "inherit",
  color: vars.color.background,
  background: "transparent",
  border: `2px solid ${vars.color.background}`,
  borderRadius: "4px",
  padding: `${vars.space.xs} ${vars.space.s}`,
  cursor: "pointer",
  "@media": { [narrowScreens]: { color: vars.color.text, borderColor: vars.color.text } },
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
/**
 * A card that leads to its list: the whole card is the link, and its label reads as one, in the link
 * colour and underlined, not only on hover (issue 47); the focus is the global focus style.
 */
export const countLink = style({
  display: "block",
  margin: `calc(-1 * ${vars.space.m})`,
  padding: vars.space.m,
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.text } },
});
export const countLabel = style({
  color: vars.color.primary,
  textDecoration: "underline",
  textUnderlineOffset: "0.15em",
  selectors: { [`${countLink}:hover &`]: { color: vars.color.primaryHover, textDecorationThickness: "3px" } },
});
export const footer = style({
  padding: `${vars.space.m} ${vars.space.l}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
/**
 * A header's actions folded under one menu button on small screens (app/ui/header-menu.tsx); on wide
 * screens the button is hidden and the content shown in the header.
 */
export const headerMenu = style([{ marginLeft: "auto" }, onWideScreens({ display: "contents" })]);
globalStyle(`${headerMenu}::details-content`, onWideScreens({ display: "contents", contentVisibility: "visible" }));
export const headerMenuButton = style([
  {
    cursor: "pointer",
    listStyle: "none",
    minHeight: "2.75rem",
    display: "flex",
    alignItems: "center",
    padding: `0 ${vars.space.m}`,
    border: `2px solid ${vars.color.background}`,
    borderRadius: "4px",
    fontWeight: 700,
    selectors: { "&::-webkit-details-marker": { display: "none" } },
  },
  onWideScreens({ display: "none" }),
]);
/** On small screens the open menu lies over the page, below the header, as wide as the screen. */
export const headerMenuPanel = style({
  position: "absolute",
  top: "100%",
  left: 0,
  right: 0,
  zIndex: 6,
  maxHeight: "calc(100vh - 3.5rem)",
  overflowY: "auto",
  display: "grid",
  gap: vars.space.m,
  paddingTop: vars.space.m,
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `2px solid ${vars.color.text}`,
  // Laid out by nothing on wide screens, its content takes the header's colours again.
  ...onWideScreens({ display: "contents", color: "inherit" }),
});
