import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const details = style({
  display: "grid",
  gridTemplateColumns: "minmax(10rem, 1fr) 2fr",
  gap: `${vars.space.s} ${vars.space.m}`,
  margin: `0 0 ${vars.space.l}`,
});
