import { style } from "@vanilla-extract/css";
import { vars } from "~/ui/theme.css";

/** A completed survey: each question, then the answer given to it, indented below. */
export const answers = style({ margin: `0 0 ${vars.space.l}`, maxWidth: "48rem" });
export const question = style({ fontWeight: 700, marginTop: vars.space.m });
export const answer = style({ margin: `${vars.space.xs} 0 0 ${vars.space.m}` });
/** Free text keeps the line breaks it was typed with. */
export const freeText = style({ whiteSpace: "pre-wrap" });
