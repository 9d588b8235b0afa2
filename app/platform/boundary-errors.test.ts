import { isBrowserError, reportBoundaryError, startReportingBoundaryErrors } from "./boundary-errors";

/** An error as Remix rebuilds a server's one in the browser (production: no stack). */
function fromServer(message: string) {
  const error = new Error(message);
  error.stack = undefined;
  return error;
}

describe("errors an error boundary shows", () => {
  it("counts as the browser's an error with a stack, not a server's error rebuilt without one, nor a thrown answer", () => {
    expect(isBrowserError(new TypeError("x is not a function"))).toBe(true);
    expect(isBrowserError(fromServer("Unexpected Server Error"))).toBe(false);
    expect(isBrowserError(new Response(null, { status: 404 }))).toBe(false);
    expect(isBrowserError({ status: 503, data: "unavailable" })).toBe(false);
  });

  it("keeps what boundaries show before reporting starts, up to ten, then reports each as it comes", () => {
    const early = Array.from({ length: 12 }, (_, n) => new Error(`early ${n}`));
    early.forEach(reportBoundaryError);
    reportBoundaryError(fromServer("Unexpected Server Error"));
    const reported: string[] = [];
    startReportingBoundaryErrors((error) => reported.push(error.message));
    expect(reported).toEqual(early.slice(0, 10).map((error) => error.message));
    reportBoundaryError(new Error("late"));
    reportBoundaryError(fromServer("Unexpected Server Error"));
    expect(reported.at(-1)).toBe("late");
    expect(reported).toHaveLength(11);
  });
});
