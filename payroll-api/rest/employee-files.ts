import { Router, type Request, type Response } from "express";
import { authenticate } from "../auth/tokens";
import type { Database } from "../db/database";
import { agreementPdf } from "../employees/agreement-pdf";
import { idOf } from "../core/context";
import { callerOf, credentialsFrom } from "./credentials";

/**
 * The caller's right to an employee's files: the employee themselves, or a user whose selected
 * company has the employee in its payroll team. 401 without valid credentials; false (answered 404, whether the
 * employee exists or not) for anyone else.
 */
async function mayOpen(db: Database, req: Request, res: Response, employeeId: number): Promise<boolean> {
  const asEmployee = credentialsFrom(req, "employee");
  if (asEmployee) {
    const id = await authenticate(db, "employee", asEmployee.email, asEmployee.token);
    if (id === null) return (void res.status(401).json({ error: "unauthenticated" }), false);
    return id === employeeId || (res.status(404).json({ error: "not_found" }), false);
  }
  const userId = await callerOf(db, req);
  if (!userId) return (void res.status(401).json({ error: "unauthenticated" }), false);
  // As in GraphQL, a user sees the employees of their selected company's payroll team only.
  const [member] = await db.query(
    `select 1 from users u join company_memberships m on m.user_id = u.id and m.company_id = u.selected_company_id
     join team_members t on t.company_id = m.company_id and t.employee_id = $1
     where u.id = $2`,
    [employeeId, userId],
  );
  return Boolean(member) || (res.status(404).json({ error: "not_found" }), false);
}

/** Scans are private pictures of identity papers: never cached, never sniffed as anything else. */
function sendImage(res: Response, file: { content_type: string; bytes: Uint8Array } | undefined) {
  if (!file) return res.status(404).json({ error: "not_found" });
  res.set({ "Content-Type": file.content_type, "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" });
  return res.send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}

const SIDES = new Set(["front", "back"]);
const DOCUMENTS = new Set(["id_card", "residence_permit", "work_permit"]);

/**
 * An employee's files (part 2 §3): identity scans, certificate scans and the signed agreements, each
 * only to those who may see the employee (see mayOpen).
 */
export function employeeFileRoutes(db: Database): Router {
  const router = Router();
  router.get("/api/employees/:employeeId/scans/:document/:side", async (req, res) => {
    const employeeId = idOf(req.params.employeeId);
    if (!DOCUMENTS.has(req.params.document) || !SIDES.has(req.params.side)) return res.status(404).json({ error: "not_found" });
    if (!(await mayOpen(db, req, res, employeeId))) return;
    const [scan] = await db.query<{ content_type: string; bytes: Uint8Array }>(
      "select content_type, bytes from employee_scans where employee_id = $1 and document = $2 and side = $3",
      [employeeId, req.params.document, req.params.side],
    );
    return sendImage(res, scan);
  });
  router.get("/api/employees/:employeeId/certificates/:certificateId/:side", async (req, res) => {
    const employeeId = idOf(req.params.employeeId);
    const side = req.params.side;
    if (!SIDES.has(side)) return res.status(404).json({ error: "not_found" });
    if (!(await mayOpen(db, req, res, employeeId))) return;
    const [scan] = await db.query<{ content_type: string | null; bytes: Uint8Array | null }>(
      side === "front"
        ? "select front_type as content_type, front as bytes from employee_certificates where employee_id = $1 and id = $2"
        : "select back_type as content_type, back as bytes from employee_certificates where employee_id = $1 and id = $2",
      [employeeId, idOf(req.params.certificateId)],
    );
    return sendImage(res, scan?.bytes && scan.content_type ? { content_type: scan.content_type, bytes: scan.bytes } : undefined);
  });
  router.get("/api/employees/:employeeId/agreements/:kind.pdf", async (req, res) => {
    const employeeId = idOf(req.params.employeeId);
    const kind = req.params.kind;
    if (kind !== "intent" && kind !== "student") return res.status(404).json({ error: "not_found" });
    if (!(await mayOpen(db, req, res, employeeId))) return;
    const [employee] = await db.query<{ first_name: string; last_name: string; signed_on: string | null; signed: boolean }>(
      `select first_name, last_name, to_char(agreements_signed_at at time zone 'Europe/Brussels', 'YYYY-MM-DD') as signed_on,
         (case when $2 = 'intent' then intent_agreement_url else student_agreement_url end) is not null as signed
       from employees where id = $1`,
      [employeeId, kind],
    );
    if (!employee?.signed || !employee.signed_on) return res.status(404).json({ error: "not_found" });
    res.set({ "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${kind}-agreement.pdf"`, "Cache-Control": "private, no-store" });
    return res.send(await agreementPdf({ kind, name: `${employee.first_name} ${employee.last_name}`, signedOn: employee.signed_on }));
  });
  return router;
}
