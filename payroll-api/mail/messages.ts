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

type EmailChangeMail = { to: string; language: Language; firstName: string; link: string };

const CONFIRM_EMAIL: Record<Language, (m: EmailChangeMail) => Omit<Mail, "to">> = {
  en: (m) => ({
    subject: "Confirm your new e-mail address",
    text: `Hello ${m.firstName},\n\nYou asked to use this address for your employer portal account. Confirm it here (the link works for 24 hours; you will be asked to sign in):\n\n${m.link}\n\nUntil then your account keeps its current address. If it was not you, ignore this e-mail.`,
  }),
  nl: (m) => ({
    subject: "Bevestig uw nieuwe e-mailadres",
    text: `Beste ${m.firstName},\n\nU hebt gevraagd dit adres te gebruiken voor uw account op het werkgeversportaal. Bevestig het hier (de link werkt 24 uur; u wordt gevraagd u aan te melden):\n\n${m.link}\n\nTot dan houdt uw account zijn huidige adres. Was u dit niet? Negeer dan deze e-mail.`,
  }),
  fr: (m) => ({
    subject: "Confirmez votre nouvelle adresse e-mail",
    text: `Bonjour ${m.firstName},\n\nVous avez demandé à utiliser cette adresse pour votre compte du portail employeur. Confirmez-la ici (le lien est valable 24 heures ; il vous sera demandé de vous connecter) :\n\n${m.link}\n\nJusque-là, votre compte garde son adresse actuelle. Si ce n'était pas vous, ignorez cet e-mail.`,
  }),
};

/** Who the account's owner can reach at the provider: their company's office, when it has one. */
export type ProviderContact = { name: string; email: string; phone: string };

type EmailChangeNotice = { to: string; language: Language; firstName: string; newEmail: string; resetLink: string; contact: ProviderContact | null };

const EMAIL_CHANGE_NOTICE: Record<Language, (m: EmailChangeNotice) => Omit<Mail, "to">> = {
  en: (m) => ({
    subject: "A change of your e-mail address was asked",
    text: `Hello ${m.firstName},\n\nSomeone asked to change the e-mail address of your employer portal account to ${m.newEmail}. It changes only once the link sent to that address is followed.\n\nIf it was not you, someone else may know your password: choose a new one at once here, which also signs out every session of your account:\n\n${m.resetLink}\n\n${m.contact ? `and tell ${m.contact.name} (${m.contact.email}, ${m.contact.phone}).` : "and tell your contact at your payroll provider's office."}`,
  }),
  nl: (m) => ({
    subject: "Er is gevraagd uw e-mailadres te wijzigen",
    text: `Beste ${m.firstName},\n\nEr is gevraagd het e-mailadres van uw account op het werkgeversportaal te wijzigen in ${m.newEmail}. Het wijzigt pas wanneer de link die naar dat adres is gestuurd, gevolgd wordt.\n\nWas u dit niet? Dan kent iemand anders misschien uw wachtwoord: kies hier meteen een nieuw, wat ook elke sessie van uw account afmeldt:\n\n${m.resetLink}\n\n${m.contact ? `en verwittig ${m.contact.name} (${m.contact.email}, ${m.contact.phone}).` : "en verwittig uw contactpersoon bij het kantoor van uw payrollpartner."}`,
  }),
  fr: (m) => ({
    subject: "Un changement de votre adresse e-mail a été demandé",
    text: `Bonjour ${m.firstName},\n\nUn changement de l'adresse e-mail de votre compte du portail employeur vers ${m.newEmail} a été demandé. Elle ne change qu'une fois le lien envoyé à cette adresse suivi.\n\nSi ce n'était pas vous, quelqu'un d'autre connaît peut-être votre mot de passe : choisissez-en un nouveau dès maintenant ici, ce qui déconnecte aussi toutes les sessions de votre compte :\n\n${m.resetLink}\n\n${m.contact ? `et prévenez ${m.contact.name} (${m.contact.email}, ${m.contact.phone}).` : "et prévenez votre contact au bureau de votre partenaire payroll."}`,
  }),
};

export const confirmEmailMail = (m: EmailChangeMail): Mail => ({ to: m.to, ...CONFIRM_EMAIL[m.language](m) });
export const emailChangeNoticeMail = (m: EmailChangeNotice): Mail => ({ to: m.to, ...EMAIL_CHANGE_NOTICE[m.language](m) });
