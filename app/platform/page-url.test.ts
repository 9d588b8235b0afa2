import { pageUrlOf } from "./page-url";

const pageOf = (address: string) => {
  const url = pageUrlOf(new Request(`http://portal.test${address}`));
  return `${url.pathname}${url.search}`;
};

describe("pageUrlOf", () => {
  it("reads a page's data address as the page", () => {
    expect(pageOf("/contracts.data")).toBe("/contracts");
    expect(pageOf("/settings/profile/_.data")).toBe("/settings/profile/");
    expect(pageOf("/_.data")).toBe("/");
  });

  it("drops the router's ?_routes and an empty ?index, and keeps the page's own query", () => {
    expect(pageOf("/team.data?index&_routes=routes%2F_app.team._index&page=2")).toBe("/team?page=2");
    expect(pageOf("/positions?index=3")).toBe("/positions?index=3");
  });

  it("leaves a page's own address as it is, a name ending in data too", () => {
    expect(pageOf("/settings/company?saved=1")).toBe("/settings/company?saved=1");
    expect(pageOf("/exports/metadata")).toBe("/exports/metadata");
  });
});
