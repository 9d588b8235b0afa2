// A list's filters (a GET form: search, status, period, page) as the address gives them, made fit to
// pass on. A control character means nothing in a filter, and a NUL cannot even reach the database
// (PostgreSQL's text holds none): `?search=%00` made the API refuse the list, and the page answered 503.
// Every list loader reads its filters through this, so the search is read as the text around them.

import { pageUrlOf } from "~/platform/page-url";

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/** The text without its control characters (C0, DEL and C1). */
const withoutControlCharacters = (text: string) => text.replace(CONTROL_CHARACTERS, "");

/** The request's query parameters, names and values without control characters. */
export function filterParamsOf(request: Request): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of pageUrlOf(request).searchParams) params.append(withoutControlCharacters(name), withoutControlCharacters(value));
  return params;
}
