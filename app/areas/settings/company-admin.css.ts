import { style } from "@vanilla-extract/css";

/**
 * A wide table scrolls sideways inside its own box instead of widening the page. width 0 with
 * min-width 100% keeps the table's width out of the settings grid's column sizing; position
 * relative keeps visually hidden texts (absolutely positioned) inside the box too.
 */
export const tableScroll = style({
  width: 0,
  minWidth: "100%",
  overflowX: "auto",
  position: "relative",
});
