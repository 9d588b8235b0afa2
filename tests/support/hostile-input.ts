// What a careless or hostile client may send: the corpus the portal's actions
// (tests/processes/hostile-input.test.ts) and the reference API's mutations (payroll-api/hostile-input.test.ts)
// must answer without a server error and without echoing anything unescaped (issue 15).

/** Appears raw in an answer only if a value was put into the HTML unescaped. */
export const SCRIPT_MARKER = `<script>hostileInput("corpus")</script>`;

export type HostileText = {
  name: string;
  /** The value as a string, for JSON bodies and GraphQL variables. */
  value: string;
  /** The value's bytes in a form body, percent-encoded, where a browser would never send them (invalid UTF-8). */
  urlEncoded?: string;
};

/** Text for every kind of field: names, e-mails, numbers, dates, ids and choices alike. */
export const HOSTILE_TEXTS: readonly HostileText[] = [
  { name: "very long text", value: "Lorem ipsum ".repeat(20_000) },
  { name: "NUL character", value: "before\u0000after" },
  { name: "lone surrogates", value: "high \ud800 low \udc00", urlEncoded: "high%20%ED%A0%80%20low%20%ED%B0%80%20invalid%FF%FE" },
  { name: "right-to-left override", value: "invoice\u202Efdp.exe" },
  { name: "zero-width characters", value: "\u200B\u200C\u200D\u2060\uFEFF" },
  { name: "control characters", value: "\u0001\u0008\u001B[31mred\r\n\t" },
  { name: "combining marks and emoji", value: "Z\u0351\u0361a\u0362l\u0360g\u0353o 👩‍👩‍👧‍👦 🏳️‍🌈" },
  { name: "script element", value: SCRIPT_MARKER },
  { name: "attribute breakout", value: `"><img src=x onerror="hostileInput('attribute')">` },
  { name: "SQL", value: "Robert'); DROP TABLE users; -- " },
  { name: "SQL tautology", value: "' OR '1'='1" },
  { name: "template syntax", value: "{{constructor.constructor('return process')()}} ${7*7} #{7*7}" },
  { name: "prototype key", value: "__proto__" },
  { name: "path traversal", value: "../../../../etc/passwd" },
  { name: "huge number", value: "99999999999999999999999999999" },
  { name: "out of range float", value: "1e308" },
  { name: "negative number", value: "-2147483649" },
  { name: "not a number", value: "NaN" },
  { name: "infinity", value: "-Infinity" },
  { name: "decimal comma", value: "12,5" },
  { name: "impossible date", value: "2026-02-30" },
  { name: "date out of range", value: "99999-13-45" },
  { name: "zero date", value: "0000-00-00" },
  { name: "white space only", value: " \t " },
  { name: "empty", value: "" },
];

const corpusText = (name: string) => HOSTILE_TEXTS.find((text) => text.name === name)!;

/**
 * One text for each kind of field, for the crawls that send every form of the portal one round of
 * them (tests/processes/hostile-input.test.ts): every text of the corpus goes through the parsers the
 * forms and lists share once, in app/forms/hostile-input.server.test.ts. A free text gets markup, which
 * only the page that echoes it can fail to escape; a date or number field, the value past its range
 * that a route converting it would choke on; a choice, a key every object has; a hidden field (an id,
 * the form's key), a path.
 */
export const REPRESENTATIVE_TEXTS = {
  text: { name: "markup", value: `${corpusText("attribute breakout").value}${SCRIPT_MARKER}` },
  date: corpusText("date out of range"),
  number: corpusText("huge number"),
  choice: corpusText("prototype key"),
  hidden: corpusText("path traversal"),
} as const satisfies Record<string, HostileText>;

/** Integers past what a 32-bit GraphQL Int and a PostgreSQL integer hold, and at their edges. */
export const HOSTILE_INTS: readonly number[] = [2_147_483_647, -2_147_483_648, -1, 0];

/** Floats at the edges of a double and of any sensible amount. */
export const HOSTILE_FLOATS: readonly number[] = [1.7976931348623157e308, -1e308, -0.000001, 5e-324];

export type HostileFile = { name: string; fileName: string; mimeType: string; bytes: Buffer };

/** Files whose name and type say one thing and whose bytes another, or that are empty or oversized. */
export const HOSTILE_FILES: readonly HostileFile[] = [
  { name: "HTML named as PNG", fileName: "logo.png", mimeType: "image/png", bytes: Buffer.from(`<html><body>${SCRIPT_MARKER}</body></html>`) },
  { name: "PNG header only", fileName: "scan.jpg", mimeType: "image/jpeg", bytes: Buffer.from("89504e470d0a1a0a0000000d49484452", "hex") },
  { name: "text named as PDF", fileName: "sheet.pdf", mimeType: "application/pdf", bytes: Buffer.from("%PDF-1.7 this is not a PDF at all") },
  { name: "empty file", fileName: "empty.png", mimeType: "image/png", bytes: Buffer.alloc(0) },
  { name: "script name", fileName: `${SCRIPT_MARKER}.pdf`, mimeType: "text/html", bytes: Buffer.from(SCRIPT_MARKER) },
  {
    name: "oversized",
    fileName: "huge.pdf",
    mimeType: "application/pdf",
    bytes: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(12 * 1024 * 1024, 0x20)]),
  },
];

/** Requests whose body is not what the address takes: each must be refused with a 4xx. */
export type HostileBody = { name: string; contentType: string; body: Buffer | string };

const BOUNDARY = "hostile-boundary";

export const HOSTILE_BODIES: readonly HostileBody[] = [
  { name: "JSON", contentType: "application/json", body: JSON.stringify({ email: "employer@example.com", password: "x" }) },
  { name: "plain text", contentType: "text/plain", body: "email=employer@example.com" },
  { name: "XML", contentType: "application/xml", body: `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>` },
  { name: "multipart without a boundary", contentType: "multipart/form-data", body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n' },
  {
    name: "truncated multipart",
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nhalf a val`,
  },
  {
    name: "multipart with a broken part header",
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--${BOUNDARY}--\r\n`,
  },
  { name: "form body with broken percent escapes", contentType: "application/x-www-form-urlencoded", body: "name=%E0%A4%A&email=%&intent=%ZZ" },
  {
    name: "form body with a field repeated 2,000 times",
    contentType: "application/x-www-form-urlencoded",
    body: Array.from({ length: 2_000 }, () => "name=x").join("&"),
  },
];

/** A form body of `fields` (each value may be repeated), with each value percent-encoded as the corpus says. */
export function urlEncodedForm(fields: readonly (readonly [string, HostileText | string])[]): string {
  return fields
    .map(
      ([name, value]) =>
        `${encodeURIComponent(name)}=${typeof value === "string" ? encodeURIComponent(value) : (value.urlEncoded ?? encodeURIComponent(value.value))}`,
    )
    .join("&");
}
