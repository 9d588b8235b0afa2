import { style } from "@vanilla-extract/css";
import { vars } from "~/ui/theme.css";

/** The questions that follow from an answer, indented under it as GOV.UK's conditional reveal. */
export const followUp = style({
  marginLeft: vars.space.s,
  paddingLeft: vars.space.m,
  borderLeft: `4px solid ${vars.color.border}`,
  marginBottom: vars.space.m,
});
