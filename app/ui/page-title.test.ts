import { createInstance } from "i18next";
import enCommon from "../../locales/en/common.json";
import enCompanyAdmin from "../../locales/en/companyAdmin.json";
import enPositions from "../../locales/en/positions.json";
import { isFailedSubmission, pageTitleOf } from "./page-title";

const i18n = createInstance();
await i18n.init({ lng: "en", defaultNS: "common", resources: { en: { common: enCommon, positions: enPositions, companyAdmin: enCompanyAdmin } } });

const root = { id: "root", loaderData: {}, handle: undefined };
const positions = { id: "routes/_app.positions", loaderData: {}, handle: { i18n: ["positions"], title: "positions:list.title" } };
const position = {
  id: "routes/_app.positions_.view-position.$positionId",
  loaderData: { position: { name: "Brewer" } },
  handle: {
    title: (data: { position: { name: string } }) => data.position.name,
    notFound: { title: "positions:notFound.title", body: "positions:notFound.body", backTo: "/positions", back: "positions:notFound.back" },
  },
};
const addCostPlace = { id: "routes/_app.settings.add-cost-place", loaderData: null, handle: { title: "companyAdmin:addCostPlace.title" } };
const calm = { errors: null, actionData: null };
const notFound = { status: 404, statusText: "Not Found", internal: false, data: null };
const failedReply = { status: "error", initialValue: { name: "" }, error: { name: ["companyAdmin:addCostPlace.errors.nameRequired"] } };

describe("the document title", () => {
  it("is the deepest route's title key, translated", () => {
    expect(pageTitleOf([root, positions], calm, i18n.t)).toBe("Positions");
  });

  it("is the title function's answer for a title that depends on the loader data", () => {
    expect(pageTitleOf([root, position], calm, i18n.t)).toBe("Brewer");
  });

  it("is the app's name on a page that names none", () => {
    expect(pageTitleOf([root], calm, i18n.t)).toBe("Employer portal");
  });

  it("is the record page's own not-found title for its 404, and the error page's title otherwise", () => {
    expect(pageTitleOf([root, position], { errors: { [position.id]: notFound }, actionData: null }, i18n.t)).toBe("Position not found");
    expect(pageTitleOf([root, positions], { errors: { [positions.id]: notFound }, actionData: null }, i18n.t)).toBe("Page not found");
    expect(pageTitleOf([root, positions], { errors: { root: new Error("boom") }, actionData: null }, i18n.t)).toBe("Oops! Something went wrong");
  });

  it('starts with "Error: " after a failed submit, as the reply itself or inside the action data', () => {
    expect(pageTitleOf([root, addCostPlace], { errors: null, actionData: { [addCostPlace.id]: failedReply } }, i18n.t)).toBe("Error: Add cost place");
    const wrapped = { [addCostPlace.id]: { result: failedReply } };
    expect(pageTitleOf([root, addCostPlace], { errors: null, actionData: wrapped }, i18n.t)).toBe("Error: Add cost place");
  });

  it('starts with "Error: " on a list whose filter in the address was refused, and not on a list filtered well', () => {
    const refused = { ...positions, loaderData: { result: failedReply } };
    expect(pageTitleOf([root, refused], calm, i18n.t)).toBe("Error: Positions");
    const filtered = { ...positions, loaderData: { result: undefined } };
    expect(pageTitleOf([root, filtered], calm, i18n.t)).toBe("Positions");
  });
});

describe("a failed submission", () => {
  it("is a conform reply with at least one message, or a confirmation's error", () => {
    expect(isFailedSubmission(failedReply)).toBe(true);
    expect(isFailedSubmission({ form: "details", result: failedReply })).toBe(true);
    expect(isFailedSubmission({ error: "companyAdmin:removeUser.failed" })).toBe(true);
  });

  it("is not a successful reply, a reply without messages, or other data", () => {
    expect(isFailedSubmission({ status: "success", initialValue: {}, error: undefined })).toBe(false);
    expect(isFailedSubmission({ status: "error", error: { name: null } })).toBe(false);
    expect(isFailedSubmission({ refusal: "team:refusals.archived", error: null })).toBe(false);
    expect(isFailedSubmission(null)).toBe(false);
    expect(isFailedSubmission(undefined)).toBe(false);
  });
});
