// The printable invoice: one A4 page with the company, the invoice facts, a short line list and the total.
import PDFDocument from "pdfkit";

export type InvoicePdfFacts = {
  company: {
    officialName: string;
    street: string | null;
    streetNumber: string | null;
    buildingNumber: string | null;
    zip: string | null;
    city: string | null;
    vat: string | null;
  };
  invoice: {
    name: string;
    totalCents: number;
    /** yyyy-MM-dd */
    expiresOn: string;
    status: "paid" | "processing" | "not_paid";
  };
};

const STATUS_LABELS: Record<InvoicePdfFacts["invoice"]["status"], string> = {
  paid: "Betaald",
  processing: "In verwerking",
  not_paid: "Niet betaald",
};

const VAT_RATE = 0.21;

/** Euro cents the Belgian way: 912075 → "€ 9.120,75", -500 → "€ -5,00". */
export function formatEuro(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  const euros = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `€ ${sign}${euros},${String(abs % 100).padStart(2, "0")}`;
}

/** yyyy-MM-dd → dd-MM-yyyy. */
export function formatDate(isoDay: string): string {
  const [year, month, day] = isoDay.split("-");
  return `${day}-${month}-${year}`;
}

/**
 * The lines of an invoice, whose amounts add up to its total exactly: the services and the
 * administration fee excluding VAT, then the VAT.
 */
export function invoiceLines(totalCents: number): { label: string; cents: number }[] {
  const net = Math.round(totalCents / (1 + VAT_RATE));
  const services = Math.round(net * 0.96);
  return [
    { label: "Prestaties personeel (payroll en interim)", cents: services },
    { label: "Administratie- en dossierkosten", cents: net - services },
    { label: `BTW ${Math.round(VAT_RATE * 100)}%`, cents: totalCents - net },
  ];
}

/** The invoice as the bytes of a one-page A4 PDF. */
export function renderInvoicePdf({ company, invoice }: InvoicePdfFacts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: `Factuur ${invoice.name}`, Author: company.officialName, Subject: `Factuur ${invoice.name}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const amountWidth = 140;

  // The customer.
  doc.font("Helvetica-Bold").fontSize(14).text(company.officialName);
  doc.font("Helvetica").fontSize(10);
  const streetLine = [company.street, company.streetNumber, company.buildingNumber && `bus ${company.buildingNumber}`].filter(Boolean).join(" ");
  if (streetLine) doc.text(streetLine);
  const cityLine = [company.zip, company.city].filter(Boolean).join(" ");
  if (cityLine) doc.text(cityLine);
  doc.text(`BTW: ${company.vat ?? "—"}`);

  // The invoice facts.
  doc.moveDown(2);
  doc.font("Helvetica-Bold").fontSize(20).text(`Factuur ${invoice.name}`);
  doc.moveDown(0.5);
  doc.fontSize(10);
  for (const [label, value] of [
    ["Vervaldatum", formatDate(invoice.expiresOn)],
    ["Status", STATUS_LABELS[invoice.status]],
    ["Totaal", formatEuro(invoice.totalCents)],
  ]) {
    const y = doc.y;
    doc.font("Helvetica-Bold").text(label, left, y, { width: 120 });
    doc.font("Helvetica").text(value, left + 120, y);
  }

  // The lines.
  doc.moveDown(2);
  const header = doc.y;
  doc.font("Helvetica-Bold").text("Omschrijving", left, header, { width: width - amountWidth });
  doc.text("Bedrag", left + width - amountWidth, header, { width: amountWidth, align: "right" });
  doc
    .moveTo(left, doc.y + 4)
    .lineTo(left + width, doc.y + 4)
    .stroke();
  doc.moveDown(0.8);
  doc.font("Helvetica");
  for (const line of invoiceLines(invoice.totalCents)) {
    const y = doc.y;
    doc.text(line.label, left, y, { width: width - amountWidth });
    doc.text(formatEuro(line.cents), left + width - amountWidth, y, { width: amountWidth, align: "right" });
    doc.moveDown(0.3);
  }
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(left + width, doc.y + 2)
    .stroke();
  doc.moveDown(0.8);
  const totalY = doc.y;
  doc.font("Helvetica-Bold").text("Totaal te betalen", left, totalY, { width: width - amountWidth });
  doc.text(formatEuro(invoice.totalCents), left + width - amountWidth, totalY, { width: amountWidth, align: "right" });

  doc.end();
  return done;
}
