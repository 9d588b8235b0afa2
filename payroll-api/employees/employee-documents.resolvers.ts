// An employee's documents (part 2 §2 screens 6 and 7, §3, §4, §5): certificates with their scans,
// identity verification by the ID card's machine-readable zone, and residence and work permits.
import type { Resolvers } from "../graphql/resolvers.generated";
import {
  certificatesOf,
  completeIdentityVerification,
  pendingVerificationOf,
  readingOf,
  requireVerification,
  saveEmployeeCertificate,
  saveEmployeePermit,
  storedScansOf,
  startIdentityVerification,
} from "./employee-documents";

export const employeeDocumentResolvers: Resolvers = {
  Query: {
    identityVerification: (_parent, { id }, context) => requireVerification(context, id),
  },
  Employee: {
    certificates: (employee, _args, context) => certificatesOf(context, employee.id),
  },
  EmployeeIdentity: {
    scans: (identity, _args, context) => storedScansOf(context, identity.employeeId),
    pendingVerification: (identity, _args, context) => pendingVerificationOf(context, identity.employeeId),
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
