import { globalStyle, style } from "@vanilla-extract/css";

/**
 * The print layer every page gets (docs/decisions/0051): on paper a page is its main content. What
 * only works on a screen (the header and its menu, every navigation, buttons, the help button, the
 * footer) is left out; a link to another site shows its address, which paper cannot follow.
 * A page adds rules of its own with "@media": { print: … }; A4 portrait is the default and A4
 * landscape a named page (app/ui/print-pages.css).
 */
const print = (rule: Parameters<typeof globalStyle>[1]) => ({ "@media": { print: rule } });

// Important: the components' own classes give these a display of their own on screen.
globalStyle("header, nav, footer, aside, button", print({ display: "none !important" }));
globalStyle("html", print({ fontSize: "11pt", color: "#000", background: "#fff" }));
globalStyle("main", print({ padding: 0, maxWidth: "none" }));
globalStyle('a[href^="http"]::after', print({ content: '" (" attr(href) ")"', overflowWrap: "anywhere" }));
globalStyle("h1, h2, h3, caption", print({ breakAfter: "avoid" }));
globalStyle("tr, dt, dd", print({ breakInside: "avoid" }));
globalStyle("thead", print({ display: "table-header-group" }));

/** Something of a page that is of no use on paper, a form that only changes the screen's view, say. */
export const printHidden = style(print({ display: "none !important" }));
