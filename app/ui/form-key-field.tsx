import { useLocation } from "react-router";
import { useId, useState } from "react";
import { FORM_KEY_FIELD, newFormKey } from "~/platform/form-key";

/**
 * The key a server rendered, read back while the page hydrates so that the browser renders the same
 * one; in a form the browser renders itself (after a navigation), a new one.
 */
const renderedKey = (id: string) => (typeof document === "undefined" ? null : document.getElementById(id)?.getAttribute("value")) ?? newFormKey();

/**
 * A form's one-time key (app/platform/form-key.ts), in a hidden field. It is the same for every post of
 * one rendering of the form (a double click without JavaScript posts it twice), and new for each
 * rendering: each page the server renders, and with JavaScript each location the form is shown at
 * (a submission, refused or not, lands on a new one), so that a second record made on purpose is saved.
 */
export function FormKeyField() {
  const id = useId();
  const { key: location } = useLocation();
  const [rendering, setRendering] = useState(() => ({ location, key: renderedKey(id) }));
  if (rendering.location !== location) setRendering({ location, key: newFormKey() });
  return <input type="hidden" id={id} name={FORM_KEY_FIELD} value={rendering.key} />;
}
