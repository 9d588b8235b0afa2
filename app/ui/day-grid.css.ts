import { createVar, globalStyle, style } from "@vanilla-extract/css";
import { vars, visuallyHidden } from "./theme.css";
import { narrowScreens } from "./screens";

// A week as one grid (issue 47): a row per day, the column names once above the rows. Each row is a
// fieldset whose legend names its day, and each field keeps its own label, which only a screen reader
// needs on a wide screen (the column names say it to the eye). On a phone a row's fields wrap, each
// under its own label, and the column names are not shown.

/** The widths of the grid's columns, the same for its names and every row. */
const columns = createVar();

const wideScreens = "screen and (min-width: 48.0625rem)";

export const grid = style({ marginBottom: vars.space.l });

/** A form holding a grid: wider than a form of fields under each other, so that a row's fields fit side by side. */
export const gridForm = style({ maxWidth: "48rem" });

export const columnNames = style({
  display: "grid",
  gridTemplateColumns: columns,
  gap: vars.space.s,
  fontWeight: 700,
  borderBottom: `2px solid ${vars.color.text}`,
  paddingBottom: vars.space.xs,
  "@media": { [narrowScreens]: { display: "none" } },
});

export const row = style({
  display: "grid",
  gridTemplateColumns: columns,
  gap: vars.space.s,
  alignItems: "start",
  border: 0,
  borderBottom: `1px solid ${vars.color.muted}`,
  margin: 0,
  padding: `${vars.space.s} 0`,
  minWidth: 0,
  "@media": { [narrowScreens]: { gridTemplateColumns: "repeat(auto-fill, minmax(7.5rem, 1fr))" } },
});

/** A row refused as a whole (a day's own rule): the red bar every refused field has. */
export const rowWithError = style({ borderLeft: `4px solid ${vars.color.error}`, paddingLeft: vars.space.m });

/** A cell as wide as the row: the row's own message, a day's name on a phone. */
export const wholeRow = style({ gridColumn: "1 / -1" });

/** What the column names already say to the eye on a wide screen. */
export const wideScreensHide = style({ "@media": { [wideScreens]: visuallyHidden } });

globalStyle(`${row} > div`, { marginBottom: 0, minWidth: 0 });
globalStyle(`${row} label`, { "@media": { [wideScreens]: visuallyHidden } });
globalStyle(`${row} legend`, visuallyHidden);

export const dayName = style({ fontWeight: 700 });

export const total = style({ fontWeight: 700, marginTop: vars.space.s });

/** A week's timesheet: the day with what was planned, the hours, absent, the reason and the remarks. */
export const timesheetColumns = style({
  vars: { [columns]: "minmax(8rem, 1.2fr) minmax(8rem, 1.2fr) minmax(4.5rem, 0.6fr) minmax(9rem, 1.4fr) minmax(9rem, 1.6fr)" },
});

/** A schedule's week: the date, start, end, break, the day's hours, and its remove button. */
export const scheduleColumns = style({
  vars: { [columns]: "minmax(10rem, 1.6fr) minmax(5rem, 1fr) minmax(5rem, 1fr) minmax(5rem, 1fr) minmax(4.5rem, 0.8fr) minmax(6rem, 1fr)" },
});
