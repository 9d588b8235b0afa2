// The analytics events of part 1 §4 and §9 (docs/decisions/0027-error-reporting-and-analytics.md).

/** A company with more offers than this counts as a paid user (part 1 §9). */
export const PAID_USER_OFFERS = 100_000;

export const isPaidUser = (offers: number): boolean => offers > PAID_USER_OFFERS;
