import { MAX_PAGE, pageParam } from "./page-param";

describe("pageParam", () => {
  it.each([
    ["3", 3],
    ["1", 1],
    ["0", 1],
    ["-3", 1],
    ["2.5", 2],
    ["abc", 1],
    ["", 1],
    ["99999999999", MAX_PAGE],
    ["1e308", MAX_PAGE],
    ["Infinity", MAX_PAGE],
    ["-Infinity", 1],
    [String(MAX_PAGE), MAX_PAGE],
    [String(MAX_PAGE + 1), MAX_PAGE],
  ])("reads %j as page %i", (typed, page) => {
    expect(pageParam.parse(typed)).toBe(page);
  });

  it("leaves an absent page absent", () => {
    expect(pageParam.parse(undefined)).toBeUndefined();
  });
});
