// Positions as the API reads and writes them: rows, their GraphQL shape, and the columns a submitted
// draft gives (part 2 §3). Resolvers in positions.resolvers.ts; drafts in position-drafts.ts.
import { isWorkPostSheetRequired } from "../../domain/positions";
import { batchedByRequest } from "../core/batch";
import type { Queryable } from "../db/database";
import { functionCodesById, type CommitteeModel, type FunctionCodeModel } from "../reference-tables/reference-tables";
import type { CertificateType, Position, Premium } from "../core/schema-types.generated";

export type PositionModel = Omit<Position, "functionCode" | "committee"> & { functionCode: FunctionCodeModel; committee: CommitteeModel };

export type PositionRow = {
  id: number;
  name: string;
  function_code_id: number;
  is_flexi: boolean;
  no_vat_applicable: boolean;
  description: string | null;
  on_the_move: boolean;
  street: string | null;
  street_number: string | null;
  zip: string | null;
  city: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  minimum_wage_cents: number;
  wage_cents: number;
  vivaldis_office_code: string;
  students_allowed: boolean;
  work_equipment_required: boolean;
  work_equipment_required_confirmation: boolean;
  vca_certification_required: boolean;
  vca_certification_required_confirmation: boolean;
  certificate_types: CertificateType[];
  premiums: Premium[];
  netto_premium_comment: string | null;
  use_eco_cheque_comment: boolean;
  eco_cheque_comment: string | null;
  status: "approved" | "waiting_approval";
  created_at: Date;
};

/** The columns of PositionRow, for a positions table aliased p. */
export const POSITION_SELECT = "select p.* from positions p";

function toPosition(row: PositionRow, functionCode: FunctionCodeModel): PositionModel {
  const statute = functionCode.committee.statute;
  return {
    id: String(row.id),
    name: row.name,
    functionCode,
    committee: functionCode.committee,
    statute,
    isFlexi: row.is_flexi,
    noVatApplicable: row.no_vat_applicable,
    description: row.description,
    onTheMove: row.on_the_move,
    location: row.on_the_move
      ? null
      : {
          street: row.street ?? "",
          streetNumber: row.street_number ?? "",
          zip: row.zip ?? "",
          city: row.city ?? "",
          country: row.country ?? "",
          latitude: row.latitude,
          longitude: row.longitude,
        },
    minimumWageCents: row.minimum_wage_cents,
    wageCents: row.wage_cents,
    vivaldisOfficeCode: row.vivaldis_office_code,
    studentsAllowed: row.students_allowed,
    workEquipmentRequired: row.work_equipment_required,
    workEquipmentRequiredConfirmation: row.work_equipment_required_confirmation,
    vcaCertificationRequired: row.vca_certification_required,
    vcaCertificationRequiredConfirmation: row.vca_certification_required_confirmation,
    wpsRequired: isWorkPostSheetRequired({
      vcaCertificationRequired: row.vca_certification_required,
      isStudentCode: functionCode.isStudentCode,
      statute,
    }),
    certificateTypes: row.certificate_types,
    premiums: row.premiums,
    nettoPremiumComment: row.netto_premium_comment,
    useEcoChequeComment: row.use_eco_cheque_comment,
    ecoChequeComment: row.eco_cheque_comment,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

/** Positions of rows, with their function codes and committees, in a fixed number of queries. */
export async function positionsOf(db: Queryable, rows: PositionRow[]): Promise<PositionModel[]> {
  const functionCodes = await functionCodesById(
    db,
    rows.map((row) => row.function_code_id),
  );
  return rows.map((row) => toPosition(row, functionCodes.get(String(row.function_code_id))!));
}

/** Positions by id, whichever company's, loaded together for every contract of a request. */
export const positionsById = batchedByRequest(async (context, ids: number[]) => {
  const rows = await context.db.query<PositionRow>(`${POSITION_SELECT} where p.id = any($1::int[])`, [ids]);
  const positions = await positionsOf(context.db, rows);
  return new Map(positions.map((position) => [Number(position.id), position]));
});

/** One position of a company; null when the company has no position with that id. */
export async function findPosition(db: Queryable, companyId: number, id: number): Promise<PositionModel | null> {
  const rows = await db.query<PositionRow>(`${POSITION_SELECT} where p.company_id = $1 and p.id = $2`, [companyId, id]);
  return rows.length ? (await positionsOf(db, rows))[0] : null;
}
