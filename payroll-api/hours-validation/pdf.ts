// The printable timesheets of a week (part 2 §2 screen 13, download timesheets): one A4 page per
// timesheet with the contract's facts and a line per day, in the caller's language.
import PDFDocument from "pdfkit";
import { hoursOf } from "../../domain/timesheet-hours";
import type { AbsenceReason, SavedTimesheetStatus, TimesheetDayEntry } from "../../domain/timesheet-rules";
import { formatDate } from "../invoices/pdf";

export type Language = "en" | "nl" | "fr";

export type TimesheetPdfPage = {
  employeeName: string;
  positionName: string;
  contractNumber: string | null;
  workerType: "worker" | "clerk" | null;
  committee: string | null;
  weekStart: string;
  startDate: string;
  endDate: string;
  status: SavedTimesheetStatus | null;
  days: TimesheetDayEntry[];
};

type Labels = {
  title: string;
  employee: string;
  position: string;
  contractNumber: string;
  workerType: string;
  committee: string;
  week: string;
  status: string;
  total: string;
  date: string;
  hours: string;
  absent: string;
  reason: string;
  remark: string;
  yes: string;
  workerTypes: Record<"worker" | "clerk", string>;
  statuses: Record<SavedTimesheetStatus, string>;
  reasons: Record<AbsenceReason, string>;
};

const LABELS: Record<Language, Labels> = {
  nl: {
    title: "Prestatieblad",
    employee: "Werknemer",
    position: "Functie",
    contractNumber: "Contractnummer",
    workerType: "Statuut",
    committee: "Paritair comité",
    week: "Week",
    status: "Status",
    total: "Totaal",
    date: "Datum",
    hours: "Uren",
    absent: "Afwezig",
    reason: "Reden",
    remark: "Opmerking",
    yes: "Ja",
    workerTypes: { worker: "Arbeider", clerk: "Bediende" },
    statuses: { draft: "Voorlopig", final: "Definitief" },
    reasons: {
      sickness: "Ziekte",
      annual_leave: "Jaarlijkse vakantie",
      public_holiday: "Feestdag",
      temporary_unemployment: "Tijdelijke werkloosheid",
      unpaid_leave: "Onbetaald verlof",
      other: "Andere",
    },
  },
  fr: {
    title: "Feuille de prestations",
    employee: "Travailleur",
    position: "Fonction",
    contractNumber: "Numéro de contrat",
    workerType: "Catégorie",
    committee: "Commission paritaire",
    week: "Semaine",
    status: "Statut",
    total: "Total",
    date: "Date",
    hours: "Heures",
    absent: "Absent",
    reason: "Motif",
    remark: "Remarque",
    yes: "Oui",
    workerTypes: { worker: "Ouvrier", clerk: "Employé" },
    statuses: { draft: "Brouillon", final: "Définitif" },
    reasons: {
      sickness: "Maladie",
      annual_leave: "Vacances annuelles",
      public_holiday: "Jour férié",
      temporary_unemployment: "Chômage temporaire",
      unpaid_leave: "Congé sans solde",
      other: "Autre",
    },
  },
  en: {
    title: "Timesheet",
    employee: "Employee",
    position: "Position",
    contractNumber: "Contract number",
    workerType: "Worker type",
    committee: "Joint committee",
    week: "Week",
    status: "Status",
    total: "Total",
    date: "Date",
    hours: "Hours",
    absent: "Absent",
    reason: "Reason",
    remark: "Remark",
    yes: "Yes",
    workerTypes: { worker: "Worker", clerk: "Clerk" },
    statuses: { draft: "Draft", final: "Final" },
    reasons: {
      sickness: "Sickness",
      annual_leave: "Annual leave",
      public_holiday: "Public holiday",
      temporary_unemployment: "Temporary unemployment",
      unpaid_leave: "Unpaid leave",
      other: "Other",
    },
  },
};

const LOCALES: Record<Language, string> = { en: "en-GB", nl: "nl-BE", fr: "fr-BE" };

/** A remark shows at most this many lines, so that a week always fits its page. */
const REMARK_LINES = 3;

/** The timesheets as the bytes of a PDF, one A4 page each; `title` names the document. */
export function renderTimesheetsPdf(companyName: string, title: string, pages: TimesheetPdfPage[], language: Language): Promise<Buffer> {
  const t = LABELS[language];
  const doc = new PDFDocument({ size: "A4", margin: 56, autoFirstPage: false, info: { Title: title, Author: companyName, Subject: title } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const weekday = new Intl.DateTimeFormat(LOCALES[language], { weekday: "short", timeZone: "UTC" });
  const hours = (minutes: number) => hoursOf(minutes, "hours", language);

  for (const page of pages) {
    doc.addPage();
    const left = doc.page.margins.left;
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

    doc.font("Helvetica").fontSize(10).fillColor("#555555").text(companyName, { width });
    doc.fillColor("#000000").moveDown(0.5);
    doc.font("Helvetica-Bold").fontSize(18).text(`${t.title} — ${page.employeeName}`, { width });
    doc.moveDown(0.8);

    const total = page.days.reduce((sum, day) => sum + day.minutes, 0);
    const facts: [string, string][] = [
      [t.employee, page.employeeName],
      [t.position, page.positionName],
      [t.contractNumber, page.contractNumber ?? "—"],
      [t.workerType, page.workerType ? t.workerTypes[page.workerType] : "—"],
      [t.committee, page.committee ?? "—"],
      [t.week, `${formatDate(page.startDate)} – ${formatDate(page.endDate)}`],
      [t.status, page.status ? t.statuses[page.status] : "—"],
      [t.total, hours(total)],
    ];
    doc.fontSize(10);
    for (const [label, value] of facts) {
      const y = doc.y;
      doc.font("Helvetica-Bold").text(label, left, y, { width: 130 });
      doc.font("Helvetica").text(value, left + 130, y, { width: width - 130 });
    }

    // The days: date, hours, absence and its reason, remark.
    const columns = [
      { label: t.date, width: 100 },
      { label: t.hours, width: 50, align: "right" as const },
      { label: t.absent, width: 55 },
      { label: t.reason, width: 110 },
      { label: t.remark, width: width - 100 - 50 - 55 - 110 - 4 * 8 },
    ];
    const xs = columns.map((_, index) => left + columns.slice(0, index).reduce((sum, column) => sum + column.width + 8, 0));
    const row = (cells: string[], font: string, height?: number) => {
      const y = doc.y;
      doc.font(font);
      const bottoms = cells.map((cell, index) => {
        doc.text(cell, xs[index], y, { width: columns[index].width, align: columns[index].align ?? "left", height, ellipsis: true });
        return doc.y;
      });
      doc.y = Math.max(...bottoms) + 4;
      doc.x = left;
    };
    doc.moveDown(1.5);
    row(
      columns.map((column) => column.label),
      "Helvetica-Bold",
    );
    doc
      .moveTo(left, doc.y - 2)
      .lineTo(left + width, doc.y - 2)
      .stroke();
    doc.moveDown(0.3);
    doc.fontSize(9);
    const remarkHeight = doc.currentLineHeight(true) * REMARK_LINES;
    for (const day of page.days) {
      row(
        [
          `${weekday.format(new Date(`${day.date}T00:00:00Z`))} ${formatDate(day.date)}`,
          hours(day.minutes),
          day.absent ? t.yes : "",
          day.absent && day.absenceReason ? (t.reasons[day.absenceReason as AbsenceReason] ?? day.absenceReason) : "",
          day.remark ?? "",
        ],
        "Helvetica",
        remarkHeight,
      );
    }
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .stroke();
    doc.moveDown(0.5);
    row([t.total, hours(total), "", "", ""], "Helvetica-Bold");
  }
  doc.end();
  return done;
}
