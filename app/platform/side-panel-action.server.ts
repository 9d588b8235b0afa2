import { mayOpen, type ApplicationState, type Capabilities } from "~domain/access";

/**
 * Where a link that opens a survey leads (part 1 §2.3: any page of the app opened with
 * ?sidePanelAction=openSurvey&surveyId=X, as the survey e-mails link): the survey's fill page, when the
 * account is in the normal state, its company may use surveys and the id is a number. Otherwise null,
 * and the page opens as it would without the parameters.
 */
export function sidePanelActionPath(url: URL, { state, capabilities }: { state: ApplicationState; capabilities: Capabilities }): string | null {
  if (url.searchParams.get("sidePanelAction") !== "openSurvey" || state !== "normal") return null;
  const surveyId = url.searchParams.get("surveyId") ?? "";
  if (!/^[1-9][0-9]{0,9}$/.test(surveyId)) return null;
  const path = `/surveys/fill-survey/${surveyId}`;
  return mayOpen(path, capabilities) ? path : null;
}
