import type { Language } from "../../domain/languages";
import { asOneLine } from "../../domain/text-lines";
import type { Mail } from "./mailer";

/**
 * The e-mail of an employee added to a company's payroll team. An employee without a password gets a
 * link to choose one (which registers them); one who has an account already is told to sign in. The
 * company's name and the first name were typed by people: each is made one line and comes inside a
 * sentence of the provider's (the company's quoted in the text), never at the start of a line or of
 * the subject
 * (as in ./messages.ts).
 */
export type TeamInvitation = { to: string; language: Language; firstName: string; company: string; link: string; registered: boolean };

const TEXTS: Record<Language, (m: TeamInvitation) => Omit<Mail, "to">> = {
  en: (m) => ({
    subject: `Invitation to the team of ${m.company}`,
    text: m.registered
      ? `Hello ${m.firstName},\n\nYou have been added to the team of “${m.company}”. Sign in with your password to check your details:\n\n${m.link}`
      : `Hello ${m.firstName},\n\nYou have been added to the team of “${m.company}”. Choose your password here to register, then complete your details (the link works for seven days):\n\n${m.link}`,
  }),
  nl: (m) => ({
    subject: `Uitnodiging voor het team van ${m.company}`,
    text: m.registered
      ? `Beste ${m.firstName},\n\nU bent toegevoegd aan het team van „${m.company}”. Meld u aan met uw wachtwoord om uw gegevens na te kijken:\n\n${m.link}`
      : `Beste ${m.firstName},\n\nU bent toegevoegd aan het team van „${m.company}”. Kies hier uw wachtwoord om u te registreren en vul daarna uw gegevens aan (de link werkt zeven dagen):\n\n${m.link}`,
  }),
  fr: (m) => ({
    subject: `Invitation dans l'équipe de ${m.company}`,
    text: m.registered
      ? `Bonjour ${m.firstName},\n\nVous avez été ajouté à l'équipe de « ${m.company} ». Connectez-vous avec votre mot de passe pour vérifier vos données :\n\n${m.link}`
      : `Bonjour ${m.firstName},\n\nVous avez été ajouté à l'équipe de « ${m.company} ». Choisissez ici votre mot de passe pour vous inscrire, puis complétez vos données (le lien est valable sept jours) :\n\n${m.link}`,
  }),
};

export const teamInvitationMail = (m: TeamInvitation): Mail => ({
  to: m.to,
  ...TEXTS[m.language]({ ...m, firstName: asOneLine(m.firstName), company: asOneLine(m.company) }),
});
