// What a save of one's own profile changes of the account's credentials (docs/decisions/0061): a new
// e-mail address or a new password is a change only the account's owner may make, so it asks for the
// current password, whoever holds the session.
import { normaliseEmail } from "./email";

export type CredentialChanges = { email: boolean; password: boolean };

/** The address differs once both are normalised (another case or spaces is the same address); an empty password is none. */
export function credentialChanges(current: { email: string }, wanted: { email: string; password: string | null | undefined }): CredentialChanges {
  return { email: normaliseEmail(wanted.email) !== normaliseEmail(current.email), password: Boolean(wanted.password) };
}

export const needsCurrentPassword = (changes: CredentialChanges): boolean => changes.email || changes.password;
