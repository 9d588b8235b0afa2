import { globalStyle, style } from "@vanilla-extract/css";
import { vars, visuallyHidden } from "./theme.css";
import { narrowScreens } from "./screens";

export const form = style({ maxWidth: vars.width.form });
export const field = style({ marginBottom: vars.space.l });
export const label = style({ display: "block", fontWeight: 700, marginBottom: vars.space.xs });
export const hint = style({ display: "block", color: vars.color.muted, marginBottom: vars.space.xs });
export const errorMessage = style({ display: "block", color: vars.color.error, fontWeight: 700, marginBottom: vars.space.xs });
export const fieldWithError = style({ borderLeft: `4px solid ${vars.color.error}`, paddingLeft: vars.space.m });
export const input = style({
  display: "block",
  width: "100%",
  padding: vars.space.s,
  font: "inherit",
  border: `2px solid ${vars.color.text}`,
  borderRadius: 0,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.error } },
});
export const button = style({
  display: "inline-block",
  padding: `${vars.space.s} ${vars.space.m}`,
  font: "inherit",
  fontWeight: 700,
  color: vars.color.primaryText,
  background: vars.color.primary,
  border: "2px solid transparent",
  borderRadius: "4px",
  cursor: "pointer",
  // aria-disabled: a form on its way (use-one-submission.tsx).
  selectors: { "&:hover": { background: vars.color.primaryHover }, '&[aria-disabled="true"]': { cursor: "progress" } },
});
export const secondaryButton = style([
  button,
  {
    color: vars.color.primary,
    background: vars.color.background,
    borderColor: vars.color.primary,
    selectors: { "&:hover": { background: vars.color.surface } },
  },
]);
/** One of a set of buttons that says which is on (aria-pressed): the one on filled in, as a primary button is (issue 47). */
export const toggleButton = style([
  secondaryButton,
  {
    selectors: {
      '&[aria-pressed="true"]': { color: vars.color.primaryText, background: vars.color.primary },
      '&[aria-pressed="true"]:hover': { color: vars.color.primaryText, background: vars.color.primaryHover },
    },
  },
]);
export const linkButton = style({
  padding: 0,
  font: "inherit",
  color: vars.color.primary,
  textDecoration: "underline",
  background: "none",
  border: 0,
  cursor: "pointer",
});
export const errorSummary = style({
  border: `4px solid ${vars.color.error}`,
  padding: vars.space.m,
  marginBottom: vars.space.l,
  selectors: { "&:focus": { outline: `3px solid ${vars.color.focus}` } },
});
export const errorSummaryTitle = style({ fontSize: "1.25rem", margin: `0 0 ${vars.space.s}` });
export const errorSummaryList = style({ margin: 0, paddingLeft: vars.space.l });
export const errorSummaryLink = style({ color: vars.color.error, fontWeight: 700 });
export const notice = style({
  borderLeft: `6px solid ${vars.color.success}`,
  padding: vars.space.m,
  background: vars.color.surface,
  marginBottom: vars.space.l,
});
export const hidden = style(visuallyHidden);
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.m, alignItems: "center" });
/** Links side by side as a list: without markers, which overlapped the link before each (issue 47). */
export const actionList = style([actions, { listStyle: "none", padding: 0, margin: `0 0 ${vars.space.l}` }]);
export const fieldset = style({ border: 0, margin: 0, padding: 0 });
/**
 * A radio's or a checkbox's row: at least 44 px high, as GOV.UK's are, its label filling the row so
 * that all of it takes the click; the control itself at least 24 × 24 px (WCAG 2.2 target size).
 */
const choiceRow = { display: "flex", gap: vars.space.s, minHeight: "2.75rem", marginBottom: vars.space.xs } as const;
export const radio = style({ ...choiceRow, alignItems: "center" });
/** Check your answers: label, answer and Change link in a row; on a phone one under the other (each label and answer styled as DetailsList's). */
export const summaryList = style({
  margin: `0 0 ${vars.space.l}`,
  display: "grid",
  gridTemplateColumns: "minmax(10rem, 1fr) 2fr auto",
  gap: `${vars.space.s} ${vars.space.m}`,
  "@media": { [narrowScreens]: { gridTemplateColumns: "minmax(0, 1fr)", rowGap: 0 } },
});
export const progress = style({ display: "flex", flexWrap: "wrap", gap: vars.space.m, padding: 0, listStyle: "none", marginBottom: vars.space.l });
export const dangerButton = style([button, { background: vars.color.error, selectors: { "&:hover": { background: "#8c1d17" } } }]);
export const checkbox = style({ ...choiceRow, alignItems: "flex-start" });
globalStyle(`${radio} > input, ${checkbox} > input`, {
  flex: "none",
  width: "1.75rem",
  height: "1.75rem",
  margin: `${vars.space.s} 0`,
  accentColor: vars.color.primary,
});
globalStyle(`${radio} > label, ${checkbox} > label`, {
  flex: 1,
  alignSelf: "stretch",
  display: "flex",
  flexDirection: "column",
  justifyContent: "center",
  padding: `${vars.space.s} 0`,
});
