// What a service refuses, as a code and an HTTP status, without knowing who asked: the GraphQL layer
// turns an ApiError into a GraphQL error in one place (../graphql/errors.ts), the REST routes into a
// status and a JSON body in another (../rest/errors.ts).

/** The statuses a refusal can have: the caller's fault, never the API's. */
type RefusalStatus = 401 | 403 | 404 | 422 | 429;

/** A field of an input and what is wrong with it (extensions.problems of a GraphQL answer). */
export type FieldProblem = { field: string; code: string };

export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: RefusalStatus,
    message: string = code,
    /** Told with the code: the problems of an input, the seconds to wait before trying again. */
    readonly details: { problems?: readonly FieldProblem[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export function unauthenticated(): ApiError {
  return new ApiError("UNAUTHENTICATED", 401, "Not signed in");
}

export function badInput(code: string): ApiError {
  return new ApiError(code, 422);
}

/** A whole input refused field by field: the problems list each field and its code. */
export function invalidInput(code: string, problems: readonly FieldProblem[]): ApiError {
  return new ApiError(code, 422, code, { problems });
}

/** A throttle refused (../limits/mail-throttles.ts): 429, and in how many seconds to try again. */
export function tooManyRequests(code: string, retryAfterMs: number): ApiError {
  return new ApiError(code, 429, code, { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) });
}

export function forbidden(): ApiError {
  return new ApiError("FORBIDDEN", 403, "Forbidden");
}

/** The caller may not do this in the selected company (e.g. manage its users). */
export function notAllowed(): ApiError {
  return new ApiError("NOT_ALLOWED", 403);
}

/** No such row in the selected company: the same answer whether it exists elsewhere or not at all. */
export function notFound(): ApiError {
  return new ApiError("NOT_FOUND", 404);
}
