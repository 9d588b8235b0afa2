import type { Language } from "../../domain/languages";
import type { Mail } from "./mailer";

/**
 * The e-mail of an employee added to a company's payroll team. An employee without a password gets a
 * link to choose one (which registers them); one who has an account already is told to sign in.
 */
export type TeamInvitation = { to: string; language: Language; firstName: string; company: string; link: string; registered: boolean };

const TEXTS: Record<Language, (m: TeamInvitation) => Omit<Mail, "to">> = {
  en: (m) => ({
    subject: `${m.company} invites you to its team`,
    text: m.registered
      ? `Hello ${m.firstName},\n\n${m.company} has added you to its team. Sign in with your password to check your details:\n\n${m.link}`
      : `Hello ${m.firstName},\n\n${m.company} has added you to its team. Choose your password here to register, then complete your details (the link works for seven days):\n\n${m.link}`,
  }),
  nl: (m) => ({
    subject: `${m.company} nodigt u uit in zijn team`,
    text: m.registered
      ? `Beste ${m.firstName},\n\n${m.company} heeft u aan zijn team toegevoegd. Meld u aan met uw wachtwoord om uw gegevens na te kijken:\n\n${m.link}`
      : `Beste ${m.firstName},\n\n${m.company} heeft u aan zijn team toegevoegd. Kies hier uw wachtwoord om u te registreren en vul daarna uw gegevens aan (de link werkt zeven dagen):\n\n${m.link}`,
  }),
  fr: (m) => ({
    subject: `${m.company} vous invite dans son équipe`,
    text: m.registered
      ? `Bonjour ${m.firstName},\n\n${m.company} vous a ajouté à son équipe. Connectez-vous avec votre mot de passe pour vérifier vos données :\n\n${m.link}`
      : `Bonjour ${m.firstName},\n\n${m.company} vous a ajouté à son équipe. Choisissez ici votre mot de passe pour vous inscrire, puis complétez vos données (le lien est valable sept jours) :\n\n${m.link}`,
  }),
};

export const teamInvitationMail = (m: TeamInvitation): Mail => ({ to: m.to, ...TEXTS[m.language](m) });
