// A field that people never see and bots fill in: the public forms (registration, forgot password)
// drop a submission that fills it, before it reaches the payroll API. Its name is one that a bot
// is keen to fill and that browsers do not autofill into a field marked autocomplete="off".
export const HONEYPOT_FIELD = "website";

/** Whether a bot sent the form: the field that nobody can see came back filled (a form without it is no page's form, and goes on as any other). */
export function filledHoneypot(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return value !== null && value !== "";
}
