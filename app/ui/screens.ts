import type { StyleRule } from "@vanilla-extract/css";

export const narrowScreens = "screen and (max-width: 48rem)";
const wideScreens = "screen and (min-width: 48.0625rem)";

/**
 * Rules for wide screens where a closed <details> can show its content: only ::details-content can
 * undo the hiding, and a browser without it keeps the header's menu button at every width, usable and
 * never hidden (docs/decisions/0051).
 */
export const onWideScreens = (rule: StyleRule) => ({ "@supports": { "selector(::details-content)": { "@media": { [wideScreens]: rule } } } });
