import { AsyncLocalStorage } from "node:async_hooks";

// The form key of the submission being saved (app/platform/form-key.ts), for the payroll API's calls
// that the save makes: formAction runs the save with it, and graphql() and rest() send it with each
// call that changes things, as the API's Idempotency-Key (payroll-api/idempotency-keys.ts).
const keys = new AsyncLocalStorage<string>();

/** Runs a form's save with its key; without one, the save runs as it is. */
export function withFormKey<T>(key: string | undefined, save: () => T): T {
  return key === undefined ? save() : keys.run(key, save);
}

/** The Idempotency-Key header of a change the save makes; none outside a save that has a key. */
export function formKeyHeaders(): Record<string, string> {
  const key = keys.getStore();
  return key === undefined ? {} : { "Idempotency-Key": key };
}
