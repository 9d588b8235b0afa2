import { Router } from "express";
import type { Database } from "../db/database";
import { idOf } from "../core/context";
import { renderInvoicePdf, type InvoicePdfFacts } from "../invoices/pdf";
import { callerOf } from "./credentials";

type InvoicePdfRow = {
  official_name: string | null;
  company_name: string;
  street: string | null;
  street_number: string | null;
  building_number: string | null;
  zip: string | null;
  city: string | null;
  vat: string | null;
  name: string;
  total_cents: number;
  expires_on_day: string;
  status: InvoicePdfFacts["invoice"]["status"];
};

/**
 * One invoice as a PDF, for members of its company only: 401 without valid user credentials, 404 for
 * a company the caller does not belong to or an invoice that is not that company's (whether or not it
 * exists). Any of the caller's companies will do, not just the selected one: the address names it.
 */
export function invoicePdfRoutes(db: Database): Router {
  const router = Router();
  router.get("/api/companies/:companyId/invoices/:invoiceId/pdf", async (req, res) => {
    const userId = await callerOf(db, req);
    if (!userId) return res.status(401).json({ error: "unauthenticated" });
    const [row] = await db.query<InvoicePdfRow>(
      `select c.official_name, c.name as company_name, c.street, c.street_number, c.building_number, c.zip, c.city,
         c.vat, i.name, i.total_cents, to_char(i.expires_on, 'YYYY-MM-DD') as expires_on_day, i.status
       from invoices i
       join companies c on c.id = i.company_id
       join company_memberships m on m.company_id = i.company_id and m.user_id = $3
       where i.company_id = $1 and i.id = $2`,
      [idOf(req.params.companyId), idOf(req.params.invoiceId), userId],
    );
    if (!row) return res.status(404).json({ error: "not_found" });
    const pdf = await renderInvoicePdf({
      company: {
        officialName: row.official_name ?? row.company_name,
        street: row.street,
        streetNumber: row.street_number,
        buildingNumber: row.building_number,
        zip: row.zip,
        city: row.city,
        vat: row.vat,
      },
      invoice: { name: row.name, totalCents: row.total_cents, expiresOn: row.expires_on_day, status: row.status },
    });
    const fileName = row.name.replace(/[^A-Za-z0-9._-]/g, "_");
    res.set({
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    });
    return res.send(pdf);
  });
  return router;
}
