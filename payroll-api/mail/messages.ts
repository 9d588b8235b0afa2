import type { Language } from "../../domain/languages";
import { asOneLine } from "../../domain/text-lines";
import type { Mail } from "./mailer";

// The mails are plain text, in which nothing is escaped: what a person typed (a first name) only ever
// comes after the provider's own words on a line ("Hello Bob,"), never at the start of one, and it is
// made one line first, so that it cannot add lines that pass for the provider's (a fake paragraph above
// the real link; docs/decisions/0062-single-line-text-and-mail-text.md). The API refuses a name with a
// line break; a name stored before that rule is flattened here.

type LinkMail = { to: string; language: Language; firstName: string; link: string };

const RESET: Record<Language, (m: LinkMail) => Omit<Mail, "to">> = {
  en: (m) => ({
    subject: "Reset your password",
    text: `Hello ${m.firstName},\n\nSomeone asked to reset the password of your employer portal account. Choose a new password here (the link works for one hour):\n\n${m.link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
  }),
  nl: (m) => ({
    subject: "Stel uw wachtwoord opnieuw in",
    text: `Beste ${m.firstName},\n\nEr is gevraagd om het wachtwoord van uw account op het werkgeversportaal opnieuw in te stellen. Kies hier een nieuw wachtwoord (de link werkt één uur):\n\n${m.link}\n\nWas u dit niet? Negeer dan deze e-mail: uw wachtwoord blijft ongewijzigd.`,
  }),
  fr: (m) => ({
    subject: "Réinitialisez votre mot de passe",
    text: `Bonjour ${m.firstName},\n\nUne réinitialisation du mot de passe de votre compte du portail employeur a été demandée. Choisissez un nouveau mot de passe ici (le lien est valable une heure) :\n\n${m.link}\n\nSi ce n'était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.`,
  }),
};

const WELCOME: Record<Language, (m: LinkMail) => Omit<Mail, "to">> = {
  en: (m) => ({
    subject: "Welcome to the employer portal",
    text: `Hello ${m.firstName},\n\nYou have been given access to the employer portal. Set your password here (the link works for seven days):\n\n${m.link}`,
  }),
  nl: (m) => ({
    subject: "Welkom op het werkgeversportaal",
    text: `Beste ${m.firstName},\n\nU hebt toegang gekregen tot het werkgeversportaal. Stel hier uw wachtwoord in (de link werkt zeven dagen):\n\n${m.link}`,
  }),
  fr: (m) => ({
    subject: "Bienvenue sur le portail employeur",
    text: `Bonjour ${m.firstName},\n\nVous avez reçu l'accès au portail employeur. Choisissez votre mot de passe ici (le lien est valable sept jours) :\n\n${m.link}`,
  }),
};

const OTP: Record<Language, (code: string) => Omit<Mail, "to">> = {
  en: (code) => ({ subject: "Your sign-in code", text: `Your sign-in code is ${code}. It works for ten minutes.` }),
  nl: (code) => ({ subject: "Uw aanmeldcode", text: `Uw aanmeldcode is ${code}. Hij werkt tien minuten.` }),
  fr: (code) => ({ subject: "Votre code de connexion", text: `Votre code de connexion est ${code}. Il est valable dix minutes.` }),
};

export const resetPasswordMail = (m: LinkMail): Mail => ({ to: m.to, ...RESET[m.language]({ ...m, firstName: asOneLine(m.firstName) }) });
export const welcomeMail = (m: LinkMail): Mail => ({ to: m.to, ...WELCOME[m.language]({ ...m, firstName: asOneLine(m.firstName) }) });
export const otpMail = (to: string, language: Language, code: string): Mail => ({ to, ...OTP[language](code) });
