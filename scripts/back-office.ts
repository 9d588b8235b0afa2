// The provider's back office for the demo (docs/decisions/0025): decides on a contract, a request on
// it, an extension, a work obstruction or a new position through the API's backOfficeDecide.
//   PAYROLL_API_URL=http://localhost:4100 npm run back-office -- approve contract 12
//   subjects: contract, contract_cancellation, workday_cancellation, extension, work_obstruction, position
//   decisions: approve, refuse, process, fail (work obstruction only); a position is approved or refused
import { decideAsBackOffice } from "./back-office-client";

const [decision, subject, id] = process.argv.slice(2);
const api = process.env.PAYROLL_API_URL;

if (!api || !decision || !subject || !id) {
  console.error("usage: PAYROLL_API_URL=<the API's address> npm run back-office -- <approve|refuse|process|fail> <subject> <id>");
  process.exit(2);
}

try {
  await decideAsBackOffice(api, { subject, id, decision }, { email: process.env.BACK_OFFICE_EMAIL, password: process.env.BACK_OFFICE_PASSWORD });
  console.log(`${decision}: ${subject} ${id}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
