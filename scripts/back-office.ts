// The provider's back office for the demo (docs/decisions/0025): signs in as backoffice@example.com and
// decides on a contract, a request on it, an extension or a work obstruction through the API's
// backOfficeDecide, as a back-office tool would.
//   PAYROLL_API_URL=http://localhost:4100 npm run back-office -- approve contract 12
//   subjects: contract, contract_cancellation, workday_cancellation, extension, work_obstruction
//   decisions: approve, refuse, process, fail (work obstruction only)
import { DEMO_PASSWORD } from "../payroll-api/db/seed";

const [decision, subject, id] = process.argv.slice(2);
const api = process.env.PAYROLL_API_URL;
const email = process.env.BACK_OFFICE_EMAIL ?? "backoffice@example.com";
const password = process.env.BACK_OFFICE_PASSWORD ?? DEMO_PASSWORD;

if (!api || !decision || !subject || !id) {
  console.error("usage: PAYROLL_API_URL=<the API's address> npm run back-office -- <approve|refuse|process|fail> <subject> <id>");
  process.exit(2);
}

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
    variables: { input: { subject, id, decision } },
  }),
});
const body = (await answer.json()) as { errors?: { message: string }[] };
if (body.errors) {
  console.error(body.errors.map((error) => error.message).join("\n"));
  process.exit(1);
}
console.log(`${decision}: ${subject} ${id}`);
