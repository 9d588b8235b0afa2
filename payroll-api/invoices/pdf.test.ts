import { formatDate, formatEuro, invoiceLines, renderInvoicePdf } from "./pdf";

describe("invoice PDF helpers", () => {
  it("formats euro amounts the Belgian way", () => {
    expect(formatEuro(912075)).toBe("€ 9.120,75");
    expect(formatEuro(2210980)).toBe("€ 22.109,80");
    expect(formatEuro(5)).toBe("€ 0,05");
    expect(formatEuro(123456789)).toBe("€ 1.234.567,89");
    expect(formatEuro(-500)).toBe("€ -5,00");
  });

  it("formats dates day first", () => {
    expect(formatDate("2026-03-07")).toBe("07-03-2026");
  });

  it("splits the total into lines that add up to it exactly", () => {
    for (const total of [912075, 1, 486200, 2210981]) {
      expect(invoiceLines(total).reduce((sum, line) => sum + line.cents, 0)).toBe(total);
    }
  });

  it("renders a one-page PDF", async () => {
    const pdf = await renderInvoicePdf({
      company: {
        officialName: "Brouwerij De Klok NV",
        street: "Mechelsesteenweg",
        streetNumber: "212",
        buildingNumber: "3",
        zip: "2018",
        city: "Antwerpen",
        vat: "BE0412345678",
      },
      invoice: { name: "F2026-0468", totalCents: 912075, expiresOn: "2026-11-09", status: "not_paid" },
    });
    const text = pdf.toString("latin1");
    expect(text.startsWith("%PDF-")).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
  });
});
