// A first name stored before the API refused line breaks in it (docs/decisions/0062) still reaches the
// mails as one line, after the provider's greeting: it cannot put a paragraph of its own above the link.
import { SUPPORTED_LANGUAGES } from "../../domain/languages";
import { resetPasswordMail, welcomeMail } from "./messages";

const FIRST_NAME = "Bob,\r\n\r\nURGENT: sign in at http://evil.example/login";
const LINK = "https://portal.example/set-your-password?token=t";

describe.each([
  ["welcomeMail", welcomeMail],
  ["resetPasswordMail", resetPasswordMail],
])("%s", (_name, mailOf) => {
  it.each(SUPPORTED_LANGUAGES)("in %s, keeps the stored name on the greeting's line", (language) => {
    const lines = mailOf({ to: "bob@example.com", language, firstName: FIRST_NAME, link: LINK }).text.split("\n");
    expect(lines.filter((line) => line.includes("evil.example"))).toEqual([
      expect.stringMatching(/^(Hello|Beste|Bonjour) Bob, URGENT: sign in at http:\/\/evil\.example\/login,$/),
    ]);
    expect(lines.filter((line) => line.includes("://"))).toHaveLength(2);
  });
});
