import { style } from "@vanilla-extract/css";
import { narrowScreens } from "./screens";
import { vars } from "./theme.css";

// On a phone each label stands above its value, and a long value (an e-mail address, a committee's
// name) wraps within the screen rather than widening the page (issue 47, docs/decisions/0078).
export const details = style({
  display: "grid",
  gridTemplateColumns: "minmax(10rem, 1fr) 2fr",
  gap: `${vars.space.s} ${vars.space.m}`,
  margin: `0 0 ${vars.space.l}`,
  "@media": { [narrowScreens]: { gridTemplateColumns: "minmax(0, 1fr)", rowGap: 0 } },
});

export const term = style({ "@media": { [narrowScreens]: { fontWeight: 700, marginTop: vars.space.s } } });

export const value = style({ minWidth: 0, margin: 0, overflowWrap: "anywhere" });

/** An identifier (a national register number, an IBAN) breaks at no hyphen, dot or space of its own. */
export const identifier = style({ whiteSpace: "nowrap" });
