// The provider's back office as a client of the payroll API (docs/decisions/0025): signs in as a
// back-office user and decides through backOfficeDecide, as a back-office tool would. The demo's
// command (scripts/back-office.ts) and the browser tests use it.
import { DEMO_PASSWORD } from "../payroll-api/seed/seed";

export type BackOfficeDecision = { subject: string; id: string; decision: string };

export async function decideAsBackOffice(
  api: string,
  input: BackOfficeDecision,
  { email = "backoffice@example.com", password = DEMO_PASSWORD }: { email?: string; password?: string } = {},
): Promise<void> {
  const signIn = await fetch(`${api}/users/sign_in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ user: { email, password } }),
  });
  if (!signIn.ok) throw new Error(`signing in as ${email} answered ${signIn.status}`);
  const { authentication_token: token } = (await signIn.json()) as { authentication_token: string };
  const answer = await fetch(`${api}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-user-email": email, "x-user-token": token },
    body: JSON.stringify({
      query: "mutation Decide($input: BackOfficeDecisionInput!) { backOfficeDecide(input: $input) { status } }",
      variables: { input },
    }),
  });
  const body = (await answer.json()) as { errors?: { message: string }[] };
  if (body.errors) throw new Error(body.errors.map((error) => error.message).join("\n"));
}
