import { style } from "@vanilla-extract/css";
import { vars } from "~/ui/theme.css";

export const dialog = style({
  position: "static",
  maxWidth: "40rem",
  margin: "0 auto",
  padding: vars.space.l,
  border: `2px solid ${vars.color.text}`,
  borderRadius: "4px",
  color: vars.color.text,
  background: vars.color.background,
  selectors: {
    "&:modal": { position: "fixed", inset: 0, margin: "auto", maxHeight: "90vh", overflow: "auto" },
    "&::backdrop": { background: "rgba(0, 0, 0, 0.6)" },
  },
});
