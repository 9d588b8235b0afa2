// Which failed API calls go to error tracking (part 2 §7, part 1 §1): not a network failure (the user's
// connection, not a fault of ours), not a failed timesheet save whose answer carries a data entry (the
// API said what is wrong with the timesheet, and the page says it); every other failure is reported.

export type FailedCall =
  { network: true } | { network: false; method: string; path: string; /** The answer's body, as parsed JSON (or null). */ body: unknown };

const TIMESHEET_SAVE_PATH = /^\/api\/hours_validation\/contracts\/?(\?.*)?$/;

const isTimesheetSave = (method: string, path: string) => (method.toUpperCase() === "POST" || method.toUpperCase() === "PUT") && TIMESHEET_SAVE_PATH.test(path);
const carriesDataEntry = (body: unknown) => typeof body === "object" && body !== null && !Array.isArray(body) && "data" in body;

export function isReportedFailure(failure: FailedCall): boolean {
  if (failure.network) return false;
  return !(isTimesheetSave(failure.method, failure.path) && carriesDataEntry(failure.body));
}
