import { isPageLoadClick, isSlow } from "./page-loads-when-slow";

describe("isSlow", () => {
  it("is a connection the browser rates below 4G, or one that asks to save data", () => {
    for (const effectiveType of ["slow-2g", "2g", "3g"]) expect(isSlow({ effectiveType })).toBe(true);
    expect(isSlow({ effectiveType: "4g", saveData: true })).toBe(true);
  });

  it("is not 4G, nor a browser that gives no estimate", () => {
    expect(isSlow({ effectiveType: "4g", saveData: false })).toBe(false);
    expect(isSlow({})).toBe(false);
    expect(isSlow(undefined)).toBe(false);
  });
});

describe("isPageLoadClick", () => {
  const here = new URL("https://portal.example/settings/company?tab=1");
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
  const link = (href: string, { target = "", download = false } = {}) => {
    const { origin, pathname, search, hash } = new URL(href, here);
    return { origin, pathname, search, hash, target, hasAttribute: (name: string) => name === "download" && download };
  };

  it("is a plain click on a link to another page of the site", () => {
    expect(isPageLoadClick(click, link("/contracts/payroll-contracts"), here)).toBe(true);
    expect(isPageLoadClick(click, link("/settings/company?tab=2#users"), here)).toBe(true);
    expect(isPageLoadClick(click, link("/settings/company"), here)).toBe(true);
  });

  it("is not a click the browser or a script handles otherwise", () => {
    for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey", "defaultPrevented"])
      expect(isPageLoadClick({ ...click, [key]: true }, link("/faq"), here)).toBe(false);
    expect(isPageLoadClick({ ...click, button: 1 }, link("/faq"), here)).toBe(false);
  });

  it("is not a link elsewhere, to a new window, to a download, or to a place on this page", () => {
    expect(isPageLoadClick(click, link("https://other.example/faq"), here)).toBe(false);
    expect(isPageLoadClick(click, link("/faq", { target: "_blank" }), here)).toBe(false);
    expect(isPageLoadClick(click, link("/invoices/export.csv", { download: true }), here)).toBe(false);
    expect(isPageLoadClick(click, link("#main-content"), here)).toBe(false);
  });
});
