import { createGlobalTheme, createGlobalThemeContract, globalStyle } from "@vanilla-extract/css";

const tokens = {
  color: {
    text: "#1b1f24",
    muted: "#4f5761",
    background: "#fff",
    surface: "#f3f5f7",
    border: "#8a949e",
    primary: "#0b5cad",
    primaryText: "#fff",
    primaryHover: "#084a8c",
    error: "#b3261e",
    success: "#1e6b34",
    focus: "#ffbf47",
  },
  space: { xs: "0.25rem", s: "0.5rem", m: "1rem", l: "1.5rem", xl: "2.5rem" },
  font: { body: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" },
  width: { sidePanel: "256px", sidePanelCollapsed: "64px", form: "34rem" },
};

// Every document carries the whole stylesheet (app/ui/page-styles.tsx), where the variables are
// named some 250 times: a name of the group's initial and the token's (`--s-m`, `--c-text`) instead of
// a generated hash keeps the dashboard's HTML within its 30 KB (docs/decisions/0023), and reads in the
// browser's style panel.
export const vars = createGlobalThemeContract(tokens, (_value, [group, token]) => `${group[0]}-${token}`);
createGlobalTheme(":root", vars, tokens);

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", { fontFamily: vars.font.body, color: vars.color.text, background: vars.color.background, lineHeight: 1.5 });
globalStyle("body", { margin: 0, fontSize: "1rem" });
globalStyle("a", { color: vars.color.primary });
globalStyle("a:hover", { color: vars.color.primaryHover });
// One clearly visible focus style for everything focusable, as GOV.UK does.
globalStyle(":focus-visible", { outline: `3px solid ${vars.color.focus}`, outlineOffset: 0, boxShadow: `0 0 0 6px ${vars.color.text}` });
globalStyle("h1", { fontSize: "2rem", lineHeight: 1.2, margin: `0 0 ${vars.space.l}` });
globalStyle("h2", { fontSize: "1.5rem", lineHeight: 1.25, margin: `${vars.space.l} 0 ${vars.space.m}` });
// A Dutch compound ("Tariefovereenkomsten") is wider than a 320 px phone at a heading's size: it breaks
// where the language allows, else anywhere, rather than widening the page (issue 47).
globalStyle("h1, h2, h3", { overflowWrap: "break-word", hyphens: "auto" });

export const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  padding: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;
