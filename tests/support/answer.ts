// A loader's or action's answer as the browser gets it, for unit tests that call one directly: the
// framework sends data(value, init) as its value with the init's status and headers, and a Response as it is.

type DataWithInit = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };

const isDataWithInit = (answer: unknown): answer is DataWithInit =>
  typeof answer === "object" && answer !== null && (answer as { type?: unknown }).type === "DataWithResponseInit";

export function responseOf(answer: unknown): Response {
  if (answer instanceof Response) return answer;
  if (isDataWithInit(answer)) return Response.json(answer.data, answer.init ?? undefined);
  return Response.json(answer);
}
