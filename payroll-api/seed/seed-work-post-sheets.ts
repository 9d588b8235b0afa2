// Demo work post sheets of Brouwerij De Klok (part 2 §3): five positions with a filled sheet, one with
// the company's own PDF. Those the demo's and the tests' new contracts are made on (Bottelaar,
// Productiemedewerker, Jobstudent inpak) have
// theirs, as a position that needs one must before it can be contracted (docs/decisions/0086). The other
// positions have none, so the portal's tests can add theirs and the wizard shows a missing one.
import PDFDocument from "pdfkit";
import { normalizedWorkPostSheet, type WorkPostSheetFields } from "../../domain/work-post-sheet";
import { FILLED_COLUMNS } from "../work-post-sheets/sheet-columns";
import type { Queryable } from "../db/database";

/** Positions of seed-positions.ts DE_KLOK_POSITIONS and the sheets they get. */
const FILLED_SHEETS: Record<string, WorkPostSheetFields> = {
  Brouwer: {
    tasksToPerform: "Maischen, filteren en koken van het wort.\nOpvolgen van de gisting en de lagering.",
    requiredQualifications: "Diploma brouwerij of drie jaar ervaring",
    welcomeOfficerName: "Lies Wouters",
    welcomeOfficerFunction: "Brouwmeester",
    welcomeOfficerPhone: "+32 3 218 44 10",
    workEquipment: "Brouwketels, filterpers, CIP-installatie",
    priorInstructions: "Rondgang langs de noodstops en de CO2-detectie",
    foreseeableTraining: "Veilig werken met loog en zuur (halve dag)",
    workstationLocation: "Brouwzaal, Mechelsesteenweg 212, Antwerpen",
    protectiveEquipment: ["glasses", "gloves", "safety_shoes", "other"],
    protectiveEquipmentOther: "Schort bestand tegen loog",
    vaccines: ["tetanus"],
    healthRisks: ["chemical_agents", "noise", "shift_work"],
    noHealthRisksConfirmed: false,
    maternityProtection: true,
    pregnancyAdjustmentEndDate: "2026-12-31",
    adviceDate: "2026-01-12",
    adviceByPreventionCommittee: true,
    labourDoctorAdviceDate: "2026-01-20",
    preventionService: "IDEWE",
  },
  Bottelaar: {
    tasksToPerform: "Bedienen en bevoorraden van de bottellijn, flessen en etiketten controleren",
    welcomeOfficerName: "Koen Peeters",
    welcomeOfficerFunction: "Ploegleider bottelarij",
    workstationLocation: "Bottelarij, Mechelsesteenweg 212, Antwerpen",
    workEquipment: "Bottellijn, etiketteermachine",
    protectiveEquipment: ["hearing_protection", "gloves", "safety_shoes"],
    vaccines: [],
    healthRisks: ["noise", "shift_work"],
    noHealthRisksConfirmed: false,
    maternityProtection: false,
    preventionService: "IDEWE",
  },
  Productiemedewerker: {
    tasksToPerform: "Bedienen van de brouwinstallatie, grondstoffen afwegen en de productie opvolgen",
    welcomeOfficerName: "Koen Peeters",
    welcomeOfficerFunction: "Productieleider",
    workstationLocation: "Brouwerij, Mechelsesteenweg 212, Antwerpen",
    workEquipment: "Brouwketels, transportbanden",
    protectiveEquipment: ["hearing_protection", "safety_shoes"],
    vaccines: [],
    healthRisks: ["noise", "handling_loads"],
    noHealthRisksConfirmed: false,
    maternityProtection: false,
    preventionService: "IDEWE",
  },
  "Jobstudent inpak": {
    tasksToPerform: "Geschenkverpakkingen samenstellen en inpakken",
    welcomeOfficerName: "Koen Peeters",
    welcomeOfficerFunction: "Magazijnverantwoordelijke",
    workstationLocation: "Depot, Noorderlaan 147, Antwerpen",
    protectiveEquipment: ["safety_shoes"],
    vaccines: [],
    healthRisks: ["young_under_18", "handling_loads"],
    noHealthRisksConfirmed: false,
    maternityProtection: false,
    preventionService: "IDEWE",
  },
  Heftruckchauffeur: {
    tasksToPerform: "Laden en lossen van vrachtwagens, paletten stockeren in het hoogrek",
    welcomeOfficerName: "Koen Peeters",
    welcomeOfficerFunction: "Magazijnverantwoordelijke",
    workstationLocation: "Depot, Noorderlaan 147, Antwerpen",
    workEquipment: "Heftruck, reachtruck",
    protectiveEquipment: ["safety_shoes", "jacket", "helmet"],
    vaccines: [],
    healthRisks: ["safety_position", "ergonomic_load"],
    noHealthRisksConfirmed: false,
    maternityProtection: false,
    preventionService: "IDEWE",
  },
};

/** The position whose sheet is the company's own PDF. */
const UPLOADED_SHEET_POSITION = "Onderhoudsmonteur";

/** A one-page PDF with a title and some lines: the demo's own work post sheet. */
export function renderSheetPdf(title: string, lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: title } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.font("Helvetica-Bold").fontSize(18).text(title);
  doc.moveDown();
  doc.font("Helvetica").fontSize(11);
  for (const line of lines) doc.text(line);
  doc.end();
  return done;
}

async function positionId(tx: Queryable, companyId: number, name: string): Promise<number> {
  const [row] = await tx.query<{ id: number }>("select id from positions where company_id = $1 and name = $2", [companyId, name]);
  if (!row) throw new Error(`seed: no position ${name}`);
  return row.id;
}

export async function seedWorkPostSheets(tx: Queryable, klok: number) {
  for (const [name, fields] of Object.entries(FILLED_SHEETS)) {
    const sheet = normalizedWorkPostSheet(fields);
    await tx.query(
      `insert into work_post_sheets (position_id, kind, created_at, ${FILLED_COLUMNS.map(([column]) => column).join(", ")})
       values ($1, 'filled', now() - interval '30 days', ${FILLED_COLUMNS.map((_, index) => `$${index + 2}`).join(", ")})`,
      [await positionId(tx, klok, name), ...FILLED_COLUMNS.map(([, field]) => sheet[field])],
    );
  }
  const pdf = await renderSheetPdf(`Werkpostfiche ${UPLOADED_SHEET_POSITION}`, [
    "Brouwerij De Klok",
    "Taken: onderhoud van de brouw- en bottelinstallaties, storingen verhelpen.",
    "Beschermingsmiddelen: veiligheidsschoenen, handschoenen, helm, harnas bij werk op hoogte.",
    "Gezondheidsrisico's: veiligheidsfunctie (1), lawaai (1202).",
  ]);
  // The one sheet an employee has opened, so that the view shows both "last seen" and "never seen".
  await tx.query(
    `insert into work_post_sheets (position_id, kind, file_name, pdf, created_at, last_seen_at)
     values ($1, 'uploaded', 'werkpostfiche-onderhoudsmonteur.pdf', $2, now() - interval '60 days', now() - interval '3 days')`,
    [await positionId(tx, klok, UPLOADED_SHEET_POSITION), pdf],
  );
}
