import { capabilitiesOf, type Capabilities } from "../../domain/access";
import { UserQueryDocument, type UserQuery } from "~/graphql/operations.generated";
import { languageOf } from "~/i18next.server";
import { loadFromApi, requireCredentials, responseForApiError } from "./auth.server";
import { ApiError, graphql } from "./payroll-api.server";

export type SignedInUser = NonNullable<UserQuery["user"]>;

// Loaders of one document request share the request object: one UserQuery serves them all.
const usersByRequest = new WeakMap<Request, Promise<SignedInUser>>();

/** The signed-in company user, loaded once per request; signed-out visitors go to /login. */
export function requireUser(request: Request): Promise<SignedInUser> {
  let user = usersByRequest.get(request);
  if (!user) {
    user = (async () => {
      const credentials = await requireCredentials(request, "user");
      const locale = await languageOf(request);
      const { user } = await loadFromApi(request, () => graphql(UserQueryDocument, { locale }, credentials));
      // No user behind valid credentials means the account is gone: treat it as signed out.
      if (!user) throw await responseForApiError(request, new ApiError("unauthorized"));
      return user;
    })();
    usersByRequest.set(request, user);
  }
  return user;
}

/** What the user's selected company may use; nothing when no company is selected. */
export function capabilitiesOfUser(user: SignedInUser): Capabilities {
  const company = user.company;
  const permission = user.permissions.find((p) => p.companyId === company?.id);
  return capabilitiesOf({
    offers: company?.offers ?? [],
    hasNonPayrollOffers: company?.hasNonPayrollOffers ?? false,
    construct4dPermissions: permission?.construct4dPermissions,
    interim4dPermissions: permission?.interim4dPermissions,
  });
}
