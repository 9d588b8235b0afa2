// The weekly digest now, for the demo (issue 46 §6, docs/decisions/0084): the back office asks the API
// to send this week's digests, as its job does on Mondays from 07:00; a user who had this week's gets
// none again.
//   PAYROLL_API_URL=http://localhost:4100 npm run digest
import { sendDigestsAsBackOffice } from "./back-office-client";

const api = process.env.PAYROLL_API_URL;
if (!api) {
  console.error("usage: PAYROLL_API_URL=<the API's address> npm run digest");
  process.exit(2);
}

try {
  const sent = await sendDigestsAsBackOffice(api, { email: process.env.BACK_OFFICE_EMAIL, password: process.env.BACK_OFFICE_PASSWORD });
  console.log(`weekly digests sent: ${sent}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
