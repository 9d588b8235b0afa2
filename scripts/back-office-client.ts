// The provider's back office as a client of the payroll API (docs/decisions/0025): signs in as a
// back-office user and decides through backOfficeDecide, as a back-office tool would. The demo's
// command (scripts/back-office.ts) and the browser tests use it.
import { DEMO_PASSWORD } from "../payroll-api/seed/seed";

export type BackOfficeDecision = { subject: string; id: string; decision: string };

/** Signs in as the back office and runs one GraphQL operation; its errors are thrown. */
async function asBackOffice<Data>(
  api: string,
  operation: { query: string; variables?: Record<string, unknown> },
  { email = "backoffice@example.com", password = DEMO_PASSWORD }: { email?: string; password?: string } = {},
): Promise<Data> {
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
    body: JSON.stringify(operation),
  });
  const body = (await answer.json()) as { data?: Data; errors?: { message: string }[] };
  if (body.errors || !body.data) throw new Error((body.errors ?? []).map((error) => error.message).join("\n"));
  return body.data;
}

type Account = { email?: string; password?: string };

export async function decideAsBackOffice(api: string, input: BackOfficeDecision, account: Account = {}): Promise<void> {
  await asBackOffice(
    api,
    { query: "mutation Decide($input: BackOfficeDecisionInput!) { backOfficeDecide(input: $input) { status } }", variables: { input } },
    account,
  );
}

/** This week's digests, sent now as on Mondays (each user still gets one a week): the number sent. */
export async function sendDigestsAsBackOffice(api: string, account: Account = {}): Promise<number> {
  const data = await asBackOffice<{ backOfficeSendDigests: { sent: number } }>(api, { query: "mutation { backOfficeSendDigests { sent } }" }, account);
  return data.backOfficeSendDigests.sent;
}
