import { globalStyle, style } from "@vanilla-extract/css";

/** The sheet's answers: a typed answer keeps the lines it was typed in. */
export const answers = style({});
globalStyle(`${answers} dd`, { whiteSpace: "pre-line" });
