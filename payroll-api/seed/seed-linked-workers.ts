// An employee who works for two companies of the provider (docs/decisions/0036, 0041): Sofie Claes, in
// Brouwerij De Klok's payroll team, also cleans offices for Nettoyage Dubois through its interim line,
// where she is a selection worker linked to her employee record. Her interim shift is in her calendar
// on every line: De Klok cannot book her at that time, and is told only that she already works then.
import { addDays, todayInBelgium } from "../../domain/belgian-time";
import type { Queryable } from "../db/database";

/** Sofie Claes's interim shift at Nettoyage Dubois: its day from the seeding day, and its hours. */
export const OTHER_COMPANY_SHIFT = { offset: 25, start: "06:00", end: "10:00" } as const;

export async function seedLinkedWorkers(tx: Queryable, duboisId: number): Promise<void> {
  const [sofie] = await tx.query<{ id: number }>("select id from employees where email = 'sofie.claes@example.com'");
  const [worker] = await tx.query<{ id: number }>(
    `insert into selection_team_members (company_id, kind, first_name, last_name, city, birthdate, worker_type, employee_id)
     select $1, 'interim', first_name, last_name, city, birthdate, 'worker', id from employees where id = $2 returning id`,
    [duboisId, sofie.id],
  );
  const date = addDays(todayInBelgium(new Date()), OTHER_COMPANY_SHIFT.offset);
  const [contract] = await tx.query<{ id: number }>(
    `insert into contracts (company_id, line, selection_member_id, position_name, on_the_move, street, street_number, zip, city, country,
       statute, contract_type, contract_reason, wage_cents, state, start_date, end_date)
     values ($1, 'interim', $2, 'Schoonmaker', false, 'Rue de la Loi', '81', '1040', 'Etterbeek', 'BE', 'worker', 'worker',
       'temporary_increase', 1650, 'approved', $3, $3) returning id`,
    [duboisId, worker.id, date],
  );
  await tx.query("update contracts set back_office_id = 'BO-' || id, contract_number = 'C' || lpad(id::text, 7, '0') where id = $1", [contract.id]);
  await tx.query("insert into contract_days (contract_id, date, start_time, end_time, break_minutes) values ($1, $2, $3, $4, 0)", [
    contract.id,
    date,
    OTHER_COMPANY_SHIFT.start,
    OTHER_COMPANY_SHIFT.end,
  ]);
}
