import { isPaidUser, PAID_USER_OFFERS } from "./analytics";

describe("isPaidUser", () => {
  it("is a company with more than 100,000 offers", () => {
    expect(PAID_USER_OFFERS).toBe(100_000);
    expect(isPaidUser(100_001)).toBe(true);
  });

  it("is not a company with 100,000 offers or fewer", () => {
    expect(isPaidUser(100_000)).toBe(false);
    expect(isPaidUser(0)).toBe(false);
  });
});
