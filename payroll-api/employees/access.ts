// Who may see and change an employee (part 2 §6): the users of a company whose payroll team the
// employee is in, archived or not, and the employee themselves. Any other id is NOT_FOUND, whether
// the employee exists or not.
import { idOf, requireCaller, type ApiContext } from "../core/context";
import { notFound } from "../core/errors";
import { requirePayrollTeam } from "../team/team-lists";

export type EmployeeAccess = { employeeId: number; companyId: number | null; userId: number | null };

/** The employee a field or mutation is about: the one named (for a user) or the caller (for an employee). */
export async function requireEmployee(context: ApiContext, employeeId: string | null | undefined): Promise<EmployeeAccess> {
  if (context.caller?.kind === "employee") {
    const self = requireCaller(context, "employee");
    if (employeeId != null && idOf(employeeId) !== self) throw notFound();
    return { employeeId: self, companyId: null, userId: null };
  }
  const { companyId, userId } = await requirePayrollTeam(context);
  if (employeeId == null) throw notFound();
  const id = idOf(employeeId);
  const [member] = await context.db.query("select 1 from team_members where company_id = $1 and employee_id = $2", [companyId, id]);
  if (!member) throw notFound();
  return { employeeId: id, companyId, userId };
}
