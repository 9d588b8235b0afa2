// The weekly digest as a mail in the user's language (issue 46 §6): what waits in each company they
// opted in for, each item a link to its page in the portal, in plain text and in HTML. As in the other
// mails (./mail/messages.ts, docs/decisions/0062), what people typed (names, a position's, an
// invoice's) is made one line and only ever follows the provider's own words; in the HTML it is escaped.
import type { Language } from "../../domain/languages";
import { asOneLine } from "../../domain/text-lines";
import { workItemPath, type WorkItem, type WorkItemKind } from "../../domain/work-queue";
import type { Mail } from "../mail/mailer";

export type DigestSection = { companyName: string; items: WorkItem[] };
export type DigestMail = { to: string; language: Language; firstName: string; sections: DigestSection[]; portalUrl: string; unsubscribeUrl: string };

type Words = {
  subject: string;
  hello: (name: string) => string;
  intro: string;
  /** What to do with the item's subject (and a timesheet's week). */
  action: Record<WorkItemKind, (subject: string, week: string) => string>;
  /** When it is due. */
  when: Record<WorkItemKind, (date: string) => string>;
  dashboard: string;
  more: (count: number) => string;
  severalCompanies: string;
  why: string;
  unsubscribe: string;
};

const WORDS: Record<Language, Words> = {
  en: {
    subject: "What is waiting for you this week",
    hello: (name) => `Hello ${name},`,
    intro: "This is what is waiting for you in the employer portal this week, soonest due first.",
    action: {
      invoice_overdue: (subject) => `Pay invoice ${subject}`,
      timesheet_due: (subject, week) => `Process the timesheet of ${subject}, week of ${week}`,
      contract_starting: (subject) => `Complete the contract data of ${subject}`,
      contract_ending: (subject) => `Extend the contract of ${subject}`,
      position_waiting: (subject) => `Position ${subject}: waiting for approval by the office`,
    },
    when: {
      invoice_overdue: (date) => `due ${date}`,
      timesheet_due: (date) => `the week ended ${date}`,
      contract_starting: (date) => `the contract starts ${date}`,
      contract_ending: (date) => `it ends ${date}`,
      position_waiting: (date) => `since ${date}`,
    },
    dashboard: "Everything on your dashboard:",
    more: (count) => `… and ${count} more on the dashboard`,
    severalCompanies: "The links open the company selected in the portal: switch company there first where needed.",
    why: "You get this e-mail because you asked for the weekly digest in your mail preferences.",
    unsubscribe: "To stop it, follow this link (no need to sign in):",
  },
  nl: {
    subject: "Wat deze week op u wacht",
    hello: (name) => `Beste ${name},`,
    intro: "Dit wacht deze week op u in het werkgeversportaal, het dringendste eerst.",
    action: {
      invoice_overdue: (subject) => `Betaal factuur ${subject}`,
      timesheet_due: (subject, week) => `Verwerk het urenblad van ${subject}, week van ${week}`,
      contract_starting: (subject) => `Vul de contractgegevens van ${subject} aan`,
      contract_ending: (subject) => `Verleng het contract van ${subject}`,
      position_waiting: (subject) => `Functie ${subject}: wacht op goedkeuring door het kantoor`,
    },
    when: {
      invoice_overdue: (date) => `vervaldatum ${date}`,
      timesheet_due: (date) => `de week eindigde op ${date}`,
      contract_starting: (date) => `het contract begint op ${date}`,
      contract_ending: (date) => `het eindigt op ${date}`,
      position_waiting: (date) => `sinds ${date}`,
    },
    dashboard: "Alles op uw overzicht:",
    more: (count) => `… en nog ${count} op het overzicht`,
    severalCompanies: "De links openen het bedrijf dat in het portaal gekozen is: kies daar zo nodig eerst het juiste bedrijf.",
    why: "U krijgt deze e-mail omdat u het wekelijkse overzicht gevraagd hebt in uw e-mailvoorkeuren.",
    unsubscribe: "Volg deze link om het stop te zetten (aanmelden is niet nodig):",
  },
  fr: {
    subject: "Ce qui vous attend cette semaine",
    hello: (name) => `Bonjour ${name},`,
    intro: "Voici ce qui vous attend cette semaine dans le portail employeur, le plus urgent d'abord.",
    action: {
      invoice_overdue: (subject) => `Payer la facture ${subject}`,
      timesheet_due: (subject, week) => `Traiter le relevé d'heures de ${subject}, semaine du ${week}`,
      contract_starting: (subject) => `Compléter les données contractuelles de ${subject}`,
      contract_ending: (subject) => `Prolonger le contrat de ${subject}`,
      position_waiting: (subject) => `Fonction ${subject} : en attente d'approbation par le bureau`,
    },
    when: {
      invoice_overdue: (date) => `échéance le ${date}`,
      timesheet_due: (date) => `la semaine s'est terminée le ${date}`,
      contract_starting: (date) => `le contrat commence le ${date}`,
      contract_ending: (date) => `il se termine le ${date}`,
      position_waiting: (date) => `depuis le ${date}`,
    },
    dashboard: "Tout sur votre tableau de bord :",
    more: (count) => `… et ${count} de plus sur le tableau de bord`,
    severalCompanies: "Les liens ouvrent l'entreprise choisie dans le portail : choisissez-y d'abord la bonne entreprise si nécessaire.",
    why: "Vous recevez cet e-mail parce que vous avez demandé le récapitulatif hebdomadaire dans vos préférences e-mail.",
    unsubscribe: "Pour l'arrêter, suivez ce lien (sans devoir vous connecter) :",
  },
};

const LOCALES: Record<Language, string> = { en: "en-GB", nl: "nl-BE", fr: "fr-BE" };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character]!);

type Line = { text: string; when: string; url: string };

/** The items a company's section names; the others are counted, and the dashboard lists them. */
const ITEMS_PER_COMPANY = 10;

export function digestMail(m: DigestMail): Mail {
  const words = WORDS[m.language];
  const dates = new Intl.DateTimeFormat(LOCALES[m.language], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const dateOf = (date: string) => dates.format(new Date(`${date}T00:00:00Z`));
  const lineOf = (item: WorkItem): Line => ({
    text: words.action[item.kind](asOneLine(item.subject), item.weekStart ? dateOf(item.weekStart) : ""),
    when: words.when[item.kind](dateOf(item.dueOn)),
    url: new URL(workItemPath(item), m.portalUrl).href,
  });
  const sections = m.sections.map((section) => ({
    companyName: asOneLine(section.companyName),
    lines: section.items.slice(0, ITEMS_PER_COMPANY).map(lineOf),
    more: section.items.length > ITEMS_PER_COMPANY ? [words.more(section.items.length - ITEMS_PER_COMPANY)] : [],
  }));
  const dashboardUrl = new URL("/dashboard", m.portalUrl).href;
  const hello = words.hello(asOneLine(m.firstName));
  const several = sections.length > 1 ? [words.severalCompanies] : [];

  const text = [
    hello,
    words.intro,
    ...sections.map((section) =>
      [section.companyName, ...section.lines.map((line) => `- ${line.text} (${line.when}): ${line.url}`), ...section.more].join("\n"),
    ),
    ...several,
    `${words.dashboard} ${dashboardUrl}`,
    `${words.why} ${words.unsubscribe}\n${m.unsubscribeUrl}`,
  ].join("\n\n");

  const html = [
    `<!doctype html><html lang="${m.language}"><head><meta charset="utf-8"><title>${escapeHtml(words.subject)}</title></head><body>`,
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${escapeHtml(words.intro)}</p>`,
    ...sections.map(
      (section) =>
        `<h2>${escapeHtml(section.companyName)}</h2><ul>${section.lines
          .map((line) => `<li><a href="${escapeHtml(line.url)}">${escapeHtml(line.text)}</a> (${escapeHtml(line.when)})</li>`)
          .join("")}</ul>${section.more.map((sentence) => `<p>${escapeHtml(sentence)}</p>`).join("")}`,
    ),
    ...several.map((sentence) => `<p>${escapeHtml(sentence)}</p>`),
    `<p><a href="${escapeHtml(dashboardUrl)}">${escapeHtml(words.dashboard.replace(/\s*:$/, ""))}</a></p>`,
    `<p>${escapeHtml(words.why)} <a href="${escapeHtml(m.unsubscribeUrl)}">${escapeHtml(words.unsubscribe.replace(/\s*:$/, ""))}</a></p>`,
    "</body></html>",
  ].join("\n");

  return { to: m.to, subject: words.subject, text, html, unsubscribeUrl: m.unsubscribeUrl };
}
