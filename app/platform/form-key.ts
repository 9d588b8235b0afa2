// A form's one-time key (docs/decisions/0034-one-time-form-keys.md): every form that saves carries one
// in a hidden field, new for each rendering of the form and the same for every post of it. The
// payroll API runs the first request with a key and gives any other with the same key its answer, so
// a form sent twice (a double click without JavaScript, a retried request) saves once.
export const FORM_KEY_FIELD = "formKey";

const FORM_KEY_PATTERN = /^[0-9a-f]{32}$/;

/** A new key: 128 random bits, as 32 hex digits (crypto.getRandomValues: the browser's needs no secure context). */
export function newFormKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The key a submission carries; none when the form had none (an older page, a hand-made post) or it is no key of ours. */
export function formKeyOf(formData: FormData): string | undefined {
  const key = formData.get(FORM_KEY_FIELD);
  return typeof key === "string" && FORM_KEY_PATTERN.test(key) ? key : undefined;
}
