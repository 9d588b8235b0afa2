import { filterParamsOf } from "./filter-params";

const paramsOf = (query: string) => [...filterParamsOf(new Request(`http://portal.test/team/payroll-team?${query}`))];

describe("a list's filters from its address", () => {
  it("drops NUL and the other control characters, keeping the text around them", () => {
    expect(paramsOf("search=%00")).toEqual([["search", ""]]);
    expect(paramsOf("search=Ja%00n%1B%5B31m%7F%C2%85&status=archived%0D%0A")).toEqual([
      ["search", "Jan[31m"],
      ["status", "archived"],
    ]);
  });

  it("keeps every other character, names included, as typed", () => {
    expect(paramsOf("search=%C3%89lodie%20O%27Brien%20%F0%9F%91%A9&page=2&pa%00ge=3")).toEqual([
      ["search", "Élodie O'Brien 👩"],
      ["page", "2"],
      ["page", "3"],
    ]);
  });
});
