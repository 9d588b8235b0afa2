// Kept apart from subject.ts, which names texts of the employees namespace: a page of another area can
// link to a profile without shipping them.

/** An employee's profile as their employer sees it. */
export const employeeProfilePath = (employeeId: string) => `/employee/${encodeURIComponent(employeeId)}/view-employee-profile`;
