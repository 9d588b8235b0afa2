import { style } from "@vanilla-extract/css";
import { vars } from "~/ui/theme.css";

/** One line per item: what to do as a link, then when, then its mark; the lines wrap on a phone. */
export const list = style({ padding: 0, listStyle: "none", display: "grid", gap: vars.space.s });
export const item = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", columnGap: vars.space.s });
