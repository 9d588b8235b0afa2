// The agreements an employee signs in the portal before their first contract (part 1 §3): the
// declaration of intent, and the student agreement for students. Their wording is the provider's; the
// reference API prints a one-page record of what was signed, by whom and when.
import PDFDocument from "pdfkit";
import { formatDate } from "../invoices/pdf";

const TEXTS = {
  intent: {
    title: "Intentieverklaring / Déclaration d'intention / Declaration of intent",
    body: "I declare that I intend to work for the provider's clients under temporary employment contracts, and that the details of my profile are correct.",
  },
  student: {
    title: "Studentenovereenkomst / Convention d'étudiant / Student agreement",
    body: "I declare that I am a student and that I will not work more student hours than the yearly quota allows.",
  },
} as const;

export function agreementPdf({ kind, name, signedOn }: { kind: keyof typeof TEXTS; name: string; signedOn: string }): Promise<Buffer> {
  const { title, body } = TEXTS[kind];
  const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: title, Author: name } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.font("Helvetica-Bold").fontSize(16).text(title);
  doc.moveDown();
  doc.font("Helvetica").fontSize(11).text(body);
  doc.moveDown(2);
  doc.text(`${name}, ${formatDate(signedOn)}`);
  doc.end();
  return done;
}
