import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const versionBanner = style({
  padding: `${vars.space.s} ${vars.space.l}`,
  background: vars.color.focus,
  color: vars.color.text,
  display: "flex",
  gap: vars.space.m,
  alignItems: "center",
});
