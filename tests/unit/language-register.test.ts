// The portal addresses employers formally: Dutch with "u"/"uw", French with "vous" (decision 0020).
// This fails on any informal pronoun, as a whole word, in a Dutch or French locale value or e-mail.
// "je" is only informal in Dutch: in French it is "I", so each language has its own list.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { otpMail, resetPasswordMail, welcomeMail } from "../../payroll-api/mail/messages";
import { teamInvitationMail } from "../../payroll-api/mail/team-messages";
import type { Language } from "~domain/languages";

const LOCALES_DIR = fileURLToPath(new URL("../../locales", import.meta.url));

/** A pronoun as a whole word: not preceded or followed by a letter or digit ("jeugd", "tache", "tester" pass). */
const wholeWords = (words: string[]) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join("|")})(?![\\p{L}\\p{N}])`, "iu");

const INFORMAL: Partial<Record<Language, RegExp>> = {
  nl: wholeWords(["je", "jij", "jou", "jouw", "jouwe", "jullie", "jezelf", "jouzelf"]),
  // "t'" is the elided "te" of "t'inscrire".
  fr: new RegExp(`${wholeWords(["tu", "toi", "ton", "ta", "tes", "te"]).source}|(?<!\\p{L})t['’](?=\\p{L})`, "iu"),
};

function flatten(value: unknown, prefix: string, into: [string, string][] = []): [string, string][] {
  if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) flatten(child, `${prefix}.${key}`, into);
  } else if (typeof value === "string") {
    into.push([prefix, value]);
  }
  return into;
}

const localeTexts = (language: Language) =>
  readdirSync(path.join(LOCALES_DIR, language))
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) => flatten(JSON.parse(readFileSync(path.join(LOCALES_DIR, language, file), "utf8")), file.slice(0, -".json".length)));

const mailTexts = (language: Language): [string, string][] => {
  const link = { to: "a@example.com", language, firstName: "Anna", link: "https://portal.example/x" };
  const mails = {
    resetPassword: resetPasswordMail(link),
    welcome: welcomeMail(link),
    otp: otpMail(link.to, language, "123456"),
    teamInvitation: teamInvitationMail({ ...link, company: "Brouwerij De Klok", registered: false }),
    teamInvitationRegistered: teamInvitationMail({ ...link, company: "Brouwerij De Klok", registered: true }),
  };
  return Object.entries(mails).flatMap(([name, mail]) => [
    [`mail:${name}.subject`, mail.subject],
    [`mail:${name}.text`, mail.text],
  ]);
};

const languages = Object.keys(INFORMAL) as Language[];

describe.each(languages)("%s uses the formal register", (language) => {
  const informal = INFORMAL[language]!;
  const offending = (texts: [string, string][]) => texts.filter(([, text]) => informal.test(text)).map(([key]) => key);

  it("in every locale value", () => {
    const texts = localeTexts(language);
    expect(texts.length).toBeGreaterThan(0);
    expect(offending(texts), `informal ${language} values; use the formal register (docs/decisions/0020)`).toEqual([]);
  });

  it("in every e-mail", () => {
    expect(offending(mailTexts(language)), `informal ${language} e-mails`).toEqual([]);
  });
});

describe("the informal pronoun check", () => {
  it("finds Dutch pronouns as whole words only", () => {
    const dutch = INFORMAL.nl!;
    expect(["Heb je al een account?", "Jouw gegevens", "Jij", "Kan jezelf niet", "wanneer het jou past"].filter((text) => !dutch.test(text))).toEqual([]);
    expect(["Hebt u al een account?", "jeugdwerk", "Jeep", "tijdens de jaren"].filter((text) => dutch.test(text))).toEqual([]);
  });

  it("finds French pronouns as whole words only, and leaves the French 'je' alone", () => {
    const french = INFORMAL.fr!;
    expect(["Connecte-toi", "Tu as reçu", "ton mot de passe", "pour t'inscrire"].filter((text) => !french.test(text))).toEqual([]);
    expect(["Je confirme", "votre tâche", "Tests", "Tableau de bord", "a-t-il"].filter((text) => french.test(text))).toEqual([]);
  });
});
