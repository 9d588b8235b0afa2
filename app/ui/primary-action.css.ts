import { style } from "@vanilla-extract/css";
import { button } from "./forms.css";
import { vars } from "./theme.css";

/**
 * A link drawn as the primary button. Without a link's underline, and with the button's own colours on
 * hover: the global `a:hover` colour would otherwise turn its text the colour of its background.
 */
export const primaryAction = style([
  button,
  {
    textDecoration: "none",
    selectors: { "&:hover, &:visited, &:visited:hover": { color: vars.color.primaryText } },
  },
]);
