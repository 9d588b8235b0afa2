import { style } from "@vanilla-extract/css";
import { vars } from "~/ui/theme.css";

export const hits = style({ display: "grid", gap: vars.space.s, paddingLeft: vars.space.l });
export const detail = style({ color: vars.color.muted });
