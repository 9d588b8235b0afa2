// What the payroll API answers, with 422, to an Idempotency-Key sent before with another input
// (docs/decisions/0063-what-a-one-time-key-covers.md): the code the portal words for the form's user.
export const IDEMPOTENCY_KEY_REUSED = "IDEMPOTENCY_KEY_REUSED";
