import { rememberedAccount } from "./api-memory/api-memory.server";
import { forbidden, loadFromApi, responseForApiError } from "./api-calls.server";
import { redirect } from "react-router";
import { applicationStateOf, capabilitiesOf, routeDecision, type ApplicationState, type Capabilities } from "~domain/access";
import { UserQueryDocument, type Locale, type UserQuery } from "./operations.generated";
import { languageOf } from "./i18next.server";
import { requireCredentials } from "./credentials.server";
import { ApiError, graphql, isApiFault } from "./payroll-api.server";
import { oncePerRequest } from "./request-scope.server";
import { sidePanelActionPath } from "./side-panel-action.server";
import type { Credentials } from "./session.server";
import { pageUrlOf } from "~/platform/page-url";

type SignedInUser = NonNullable<UserQuery["user"]>;

/** The to-do counts of the selected company, for the side panel's badges and the dashboard. */
export type DashboardCounts = NonNullable<UserQuery["userDashboard"]>;

export type Account = {
  user: SignedInUser;
  credentials: Credentials;
  state: ApplicationState;
  capabilities: Capabilities;
  /** Null without a selected company. */
  dashboardCounts: DashboardCounts | null;
};

/** What the user's selected company may use; nothing when no company is selected. */
function capabilitiesOfUser(user: SignedInUser): Capabilities {
  const company = user.company;
  const permission = user.permissions.find((p) => p.companyId === company?.id);
  return capabilitiesOf({
    offers: company?.offers ?? [],
    hasNonPayrollOffers: company?.hasNonPayrollOffers ?? false,
    construct4dPermissions: permission?.construct4dPermissions,
    interim4dPermissions: permission?.interim4dPermissions,
  });
}

/**
 * What the user's query needs, read once per request: the account's load and the page's own query
 * (requireAccountAnd) both wait for this one promise, so they go on in the same turn of the event
 * loop and their queries travel to the API together.
 */
function accountInputs(request: Request): Promise<[Credentials, Locale]> {
  return oncePerRequest(request, "account-inputs", () => Promise.all([requireCredentials(request, "user"), languageOf(request)]));
}

async function loadAccount(request: Request): Promise<Account> {
  const [credentials, locale] = await accountInputs(request);
  const { user, userDashboard } = await loadFromApi(request, () =>
    rememberedAccount(request, credentials, locale, () => userWithCounts(locale, credentials), isApiFault),
  );
  // No user behind valid credentials means the account is gone: treat it as signed out.
  if (!user) throw await responseForApiError(request, new ApiError("unauthorized"));
  const state = applicationStateOf({
    termsAccepted: Boolean(user.acceptedTermsAndConditionsAt),
    hasCompany: Boolean(user.company),
    companyHasVat: Boolean(user.company?.vat),
  });
  return { user, credentials, state, capabilities: capabilitiesOfUser(user), dashboardCounts: userDashboard ?? null };
}

/**
 * The user and the counts in one round trip. Without a selected company the API refuses the counts
 * (FORBIDDEN), and only then is the user asked for alone: a second trip for a user who has no
 * company yet, none for everyone else.
 */
async function userWithCounts(locale: Locale, credentials: Credentials): Promise<UserQuery> {
  try {
    return await graphql(UserQueryDocument, { locale, withCounts: true }, credentials);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === "FORBIDDEN")) throw error;
    return graphql(UserQueryDocument, { locale, withCounts: false }, credentials);
  }
}

/**
 * The signed-in company user, loaded once per request, and allowed on this path: every loader and
 * action of the signed-in area calls it, so the access rules hold for each of them, not just the
 * layout. Signed out → /login; another state's page → that state's page; not allowed → 403.
 */
export async function requireAccount(request: Request, { layout = false } = {}): Promise<Account> {
  // The loaders of one page share one UserQuery (server.ts runs each request in a scope).
  // Each loader throws a copy of a refusal: React Router reads the body of every answer thrown to it, and the
  // copy kept with the request is never read, so a loader that asks later can still copy it.
  const loaded = await oncePerRequest(request, "account", () => loadAccount(request)).catch((thrown: unknown) => {
    throw thrown instanceof Response ? thrown.clone() : thrown;
  });
  const url = pageUrlOf(request);
  const decision = routeDecision(loaded.state, url.pathname, loaded.capabilities);
  if (decision.kind === "redirect") throw redirect(decision.to);
  // Here rather than in the layout, so that it also holds where no layout runs (/ is a resource route).
  const sidePanelAction = request.method === "GET" ? sidePanelActionPath(url, loaded) : null;
  if (sidePanelAction) throw redirect(sidePanelAction);
  // The shell's own loader lets a forbidden page through: the page's loader refuses it, and the
  // no-permission message then shows inside the shell.
  if (decision.kind === "forbidden" && !layout) throw forbidden();
  return loaded;
}

/**
 * The account (as requireAccount) and the page's own data, asked in the same round trip. `loadPage`
 * must start its API call at once, from the credentials alone. The access rules still decide: when
 * they refuse the page, their answer is thrown and the page's data is never used.
 */
export async function requireAccountAnd<Page>(
  request: Request,
  loadPage: (credentials: Credentials) => Promise<Page>,
): Promise<{ account: Account; page: Page }> {
  const [credentials] = await accountInputs(request);
  const account = requireAccount(request);
  const page = loadPage(credentials);
  page.catch(() => undefined);
  return { account: await account, page: await page };
}
