// An employee's documents (part 2 §2 screens 6 and 7, §3, §4, §5): certificates with their scans,
// identity verification by the ID card's machine-readable zone, and residence and work permits.
import type { Resolvers } from "../graphql/resolvers.generated";
import type { CertificateRow, IdentityVerificationRow } from "../core/rows";
import {
  CERTIFICATE_COLUMNS,
  VERIFICATION_COLUMNS,
  completeIdentityVerification,
  readingOf,
  requireVerification,
  saveEmployeeCertificate,
  saveEmployeePermit,
  startIdentityVerification,
} from "./employee-documents";

export const employeeDocumentResolvers: Resolvers = {
  Query: {
    identityVerification: (_parent, { id }, context) => requireVerification(context, id),
  },
  Employee: {
    certificates: (employee, _args, context) =>
      context.db.query<CertificateRow>(`select ${CERTIFICATE_COLUMNS} from employee_certificates where employee_id = $1 order by id`, [employee.id]),
  },
  EmployeeIdentity: {
    scans: (identity, _args, context) =>
      context.db.query("select document, side from employee_scans where employee_id = $1 order by document, side", [identity.employeeId]),
    pendingVerification: async (identity, _args, context) => {
      const [row] = await context.db.query<IdentityVerificationRow>(
        `select ${VERIFICATION_COLUMNS} from identity_verifications where employee_id = $1 and state in ('reading', 'succeeded', 'failed') order by id desc limit 1`,
        [identity.employeeId],
      );
      return row ?? null;
    },
  },
  EmployeeCertificate: {
    id: (row) => String(row.id),
    certificateType: (row) => row.certificate_type,
    expiresOn: (row) => row.expires_on,
    sides: (row) => (row.has_back ? ["front", "back"] : ["front"]),
  },
  IdentityVerification: {
    id: (row) => String(row.id),
    employeeId: (row) => String(row.employee_id),
    reading: (row) => (row.reading ? readingOf(row.reading) : null),
    ocrMillis: (row) => row.ocr_millis,
    createdAt: (row) => row.created_at.toISOString(),
  },
  Mutation: {
    saveEmployeeCertificate: (_parent, args, context) => saveEmployeeCertificate(context, args),
    startIdentityVerification: (_parent, args, context) => startIdentityVerification(context, args),
    completeIdentityVerification: (_parent, args, context) => completeIdentityVerification(context, args),
    saveEmployeePermit: (_parent, args, context) => saveEmployeePermit(context, args),
  },
};
