import { globalStyle, style } from "@vanilla-extract/css";
import { narrowScreens } from "./screens";
import { vars } from "./theme.css";

/**
 * Content wider than a phone that scrolls inside its own box, not the page (issue 47,
 * docs/decisions/0078): shadows at the edges say there is more to either side (backgrounds that scroll
 * with the content cover them at each end, so they show only while there is more).
 */
export const scrollsSideways = {
  // Positioned, so that what is positioned inside (a visually hidden text) scrolls with it, not the page.
  position: "relative",
  // Width 0 at least the container's: the content's width stays out of a grid's or flex row's sizing.
  width: 0,
  minWidth: "100%",
  overflowX: "auto",
  background: [
    `linear-gradient(to right, ${vars.color.background} 30%, transparent) left / 2.5rem 100% no-repeat local`,
    `linear-gradient(to left, ${vars.color.background} 30%, transparent) right / 2.5rem 100% no-repeat local`,
    "radial-gradient(farthest-side at 0 50%, rgb(0 0 0 / 0.25), transparent) left / 0.75rem 100% no-repeat scroll",
    "radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 0.25), transparent) right / 0.75rem 100% no-repeat scroll",
  ].join(", "),
} as const;

/** A table wider than a phone: it scrolls sideways in its box, and on a phone its first column stays. */
export const scroller = style({ ...scrollsSideways, marginBottom: vars.space.l });

globalStyle(`${scroller} > table`, { marginBottom: 0 });
globalStyle(`${scroller} > table :is(th, td):first-child`, {
  "@media": { [narrowScreens]: { position: "sticky", left: 0, background: vars.color.background, zIndex: 1 } },
});
