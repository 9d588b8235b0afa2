import { hasCompanyInformation, type CompanyFigures } from "~/areas/settings/company-information";
import { mayOpen, type Capabilities } from "~domain/access";
import { loadScreen } from "~/platform/api-calls.server";
import { companyLastSeenBy, noteCompanySeenBy } from "~/platform/api-memory/api-memory.server";
import { CompanyInformationQueryDocument, CompanySettingsQueryDocument, type CompanyInformationQuery } from "~/platform/operations.generated";
import { graphql } from "~/platform/payroll-api.server";
import type { Credentials } from "~/platform/session.server";
import { requireAccount, requireAccountAnd } from "~/platform/user.server";

// The company information page (part 1 §7, §8): the company's settings and the company at a glance
// (CompanyInformationQuery), in the one round trip of docs/decisions/0023 (see docs/decisions/0028).

export type Information = CompanyInformationQuery["companyInformation"];
export type Answer = { state: "loaded"; information: Information } | { state: "not-found" } | { state: "failed" };

/** The glance's counted lists; each names its text, with plural forms, in settings:company.glance. */
export type GlanceFigureName = "positions" | "activeTeam" | "archivedTeam" | "surveys";

/** The glance as the page shows it: each figure with the list it leads to, when the user may open it. */
export type CompanyGlance =
  | {
      state: "loaded";
      lastContract: { date: string; to: string | null } | null;
      figures: { name: GlanceFigureName; count: number; to: string | null }[];
      hasInformation: boolean;
      office: Information["vivaldisOffice"];
    }
  | { state: "not-found" }
  | { state: "failed" };

/** The glance as `ask` gets it: the API's not-found and its load failure (5xx, no answer) are answers the page words in place. */
export async function glanceAnswer(request: Request, ask: () => Promise<Information>): Promise<Answer> {
  try {
    const information = await loadScreen(request, ask);
    return information ? { state: "loaded", information } : { state: "failed" };
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status === 404) return { state: "not-found" };
    throw thrown;
  }
}

const askGlance = (request: Request, credentials: Credentials, companyId: string) =>
  glanceAnswer(request, async () => (await graphql(CompanyInformationQueryDocument, { companyId }, credentials)).companyInformation);

const linkOf = (to: string, capabilities: Capabilities) => (mayOpen(to.split("?")[0], capabilities) ? to : null);

export function glanceOf(answer: Answer, capabilities: Capabilities): CompanyGlance {
  if (answer.state !== "loaded") return answer;
  const { information } = answer;
  const figures: CompanyFigures = {
    lastContractDate: information.lastContractDate,
    positions: information.positions.totalCount,
    activeTeam: information.activeTeam?.totalCount ?? null,
    archivedTeam: information.archivedTeam?.totalCount ?? null,
    surveys: information.companySurveys.totalCount,
  };
  const listed = [
    { name: "positions", count: figures.positions, to: "/positions" },
    { name: "activeTeam", count: figures.activeTeam, to: "/team/payroll-team" },
    { name: "archivedTeam", count: figures.archivedTeam, to: "/team/payroll-team?status=archived" },
    { name: "surveys", count: figures.surveys, to: "/surveys" },
  ] as const;
  return {
    state: "loaded",
    lastContract: figures.lastContractDate ? { date: figures.lastContractDate, to: linkOf("/contracts", capabilities) } : null,
    // A team the company does not have is left out rather than shown as none.
    figures: listed.flatMap(({ name, count, to }) => (count === null ? [] : [{ name, count, to: linkOf(to, capabilities) }])),
    hasInformation: hasCompanyInformation(figures),
    office: information.vivaldisOffice,
  };
}

/**
 * The company settings (the page's 404 when the API knows none, null when it could not answer) and,
 * when they loaded, the glance, in one round trip: the glance needs the company's id, and is asked
 * beside the settings about the company this session last had here (app/platform/api-memory), or else
 * the account's (known at once when the account is kept; otherwise both go after the account's own
 * trip). A company no longer selected is asked about again.
 */
export async function loadCompanyInformationPage(request: Request) {
  const { account, page } = await requireAccountAnd(request, async (credentials) => {
    const companyId = (await companyLastSeenBy(credentials)) ?? (await requireAccount(request)).user.company?.id;
    const [company, answer] = await Promise.all([
      loadScreen(request, async () => (await graphql(CompanySettingsQueryDocument, {}, credentials)).companySettings),
      companyId ? askGlance(request, credentials, companyId) : null,
    ]);
    return { company, asked: answer && { companyId, answer } };
  });
  const companyId = account.user.company?.id;
  if (!page.company || !companyId) return { company: page.company, glance: null };
  noteCompanySeenBy(account.credentials, companyId);
  const answer = page.asked?.companyId === companyId ? page.asked.answer : await askGlance(request, account.credentials, companyId);
  return { company: page.company, glance: glanceOf(answer, account.capabilities) };
}
