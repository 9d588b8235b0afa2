import { isRouteErrorResponse } from "react-router";

export type ErrorPage = "badRequest" | "notFound" | "noPermission" | "tooManyRequests" | "serviceUnavailable" | "generic";

/** Which error page an error shows (part 1 §8): its texts are common's errorPages.{page}. */
export function pageFor(error: unknown): ErrorPage {
  if (!isRouteErrorResponse(error)) return "generic";
  switch (error.status) {
    case 400:
      return "badRequest";
    case 404:
      return "notFound";
    case 403:
      return "noPermission";
    case 429:
      return "tooManyRequests";
    case 503:
      return "serviceUnavailable";
    default:
      return "generic";
  }
}
