import type { Locator, Page } from "@playwright/test";
import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { refused } from "./support/wizard";

// Part 1 §2.3, §2.4, §4. Brouwerij De Klok (employer@) has 3 open and 41 completed surveys, which these
// tests only read: the shell's badge and the dashboard count its open ones. The surveys that get
// completed are Transport Peeters' (payroll@), a different one per project.
const OWN_SURVEY = {
  js: { worker: "Kobe Lemmens", title: "Worker evaluation, first week: Kobe Lemmens" },
  "no-js": { worker: "Lien Vos", title: "Worker evaluation, second week: Lien Vos" },
};
const ownSurvey = (project: string) => OWN_SURVEY[project as keyof typeof OWN_SURVEY];

async function filterOn(page: Page, status: "All" | "Open" | "Completed") {
  await page.getByLabel("Status").selectOption({ label: status });
  await page.getByRole("button", { name: "Filter" }).click();
  await arrive(page, "Surveys");
}

/** Gives every rating question a 4 and every yes/no question a yes, except the question left out. */
async function answerChoices(form: Locator, leaveOut?: string) {
  for (const group of await form.getByRole("group").all()) {
    if ((await group.locator("legend").textContent()) === leaveOut) continue;
    const good = group.getByLabel("4 – Good");
    await ((await good.count()) > 0 ? good : group.getByLabel("Yes")).check();
  }
}

// One walk per project: Transport Peeters' survey of the project filled in (payroll@example.com), then
// De Klok's surveys read, refused and opened (employer@example.com), and what is not found.
test("surveys: one filled in and submitted, the list paged and filtered, a refusal, the side-panel link, not found", async ({ page }, testInfo) => {
  test.setTimeout(360_000);
  await signedInAs(page, "payroll@example.com");

  await test.step("an open survey is filled in and submitted, and can then only be read", async () => {
    const { worker, title } = ownSurvey(testInfo.project.name);
    await page.goto("/surveys?state=OPENED");
    await arrive(page, "Surveys");
    await page.getByRole("link", { name: new RegExp(`^Fill in ${worker},`) }).click();
    await expect(page).toHaveURL(/\/surveys\/fill-survey\/\d+$/);
    await arrive(page, title);
    const fillAddress = page.url();

    const form = page.locator("main form");
    await answerChoices(form);
    const comment = `Reliable from day one (${testInfo.project.name}).\nKeeps the loading bay tidy.`;
    await form.getByRole("textbox").fill(comment);
    await page.getByRole("button", { name: "Submit answers" }).click();
    await expect(page).toHaveURL(/\/surveys\/view-survey\/\d+\?submitted=1$/);
    await arrive(page, title);
    await expect(page.getByRole("main").getByRole("status")).toContainText("Thank you: your answers were submitted.");
    const answers = page.locator("main dl").last();
    await expect(answers.getByText("4 – Good").first()).toBeVisible();
    await expect(answers.getByText("Yes", { exact: true }).first()).toBeVisible();
    await expect(answers).toContainText("Keeps the loading bay tidy.");

    await page.goto("/surveys?state=CLOSED");
    await arrive(page, "Surveys");
    const surveyId = fillAddress.split("/").pop();
    const row = page.getByRole("row").filter({ has: page.locator(`a[href="/surveys/view-survey/${surveyId}"]`) });
    await expect(row.getByRole("rowheader")).toHaveText(worker);
    await expect(row.getByRole("cell", { name: "Completed", exact: true })).toBeVisible();

    // A completed survey cannot be filled in again: its fill address shows its answers.
    await page.goto(fillAddress);
    await expect(page).toHaveURL(/\/surveys\/view-survey\/\d+$/);
    await arrive(page, title);
    await expect(page.getByRole("button", { name: "Submit answers" })).toHaveCount(0);
  });

  // A survey of Transport Peeters, for the step that opens it as another company.
  await page.goto("/surveys");
  const peetersSurvey = (await page.getByRole("table").getByRole("link").first().getAttribute("href"))!;
  await signedInAs(page, "employer@example.com");

  await test.step("the list pages through the surveys and filters them on their status", async () => {
    await page.goto("/dashboard");
    await arrive(page, "Dashboard");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: /Surveys/ })
      .click();
    await arrive(page, "Surveys");
    const rows = page.getByRole("table").getByRole("row");
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(rows).toHaveCount(26);
    await expect(pages).toContainText("Page 1 of 2");
    const newest = rows.nth(1);
    await expect(newest.getByRole("rowheader")).toHaveText("Sofie Claes");
    await expect(newest.getByRole("cell", { name: "Worker evaluation, first week", exact: true })).toBeVisible();
    await expect(newest.getByRole("cell", { name: "Open", exact: true })).toBeVisible();
    await expect(newest.getByRole("link", { name: "Fill in Sofie Claes, Worker evaluation, first week" })).toBeVisible();
    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/surveys\?page=2$/);
    await arrive(page, "Surveys");
    await expect(rows).toHaveCount(20);

    await filterOn(page, "Open");
    await expect(page).toHaveURL(/\/surveys\?state=OPENED$/);
    await expect(rows).toHaveCount(4);
    await expect(page.getByRole("table").getByRole("link", { name: /^Fill in/ })).toHaveCount(3);
    await expect(pages).toHaveCount(0);

    await filterOn(page, "Completed");
    await expect(page).toHaveURL(/\/surveys\?state=CLOSED$/);
    await expect(rows).toHaveCount(26);
    await expect(page.getByRole("table").getByRole("cell", { name: "Completed", exact: true })).toHaveCount(25);
    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/surveys\?state=CLOSED&page=2$/);
    await arrive(page, "Surveys");
    await expect(rows).toHaveCount(17);
    await expect(page.getByLabel("Status")).toHaveValue("CLOSED");

    await page.getByRole("table").getByRole("link", { name: /^View/ }).first().click();
    await expect(page).toHaveURL(/\/surveys\/view-survey\/\d+$/);
    await expect(page.getByRole("heading", { level: 2, name: "Answers" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit answers" })).toHaveCount(0);

    await page.goto("/surveys?page=9");
    await arrive(page, "Surveys");
    await expect(page.getByText("No results found")).toBeVisible();
  });

  await test.step("a required question left empty is refused, and every other answer is kept", async () => {
    await page.goto("/surveys?state=OPENED");
    await page.getByRole("link", { name: "Fill in Sofie Claes, Worker evaluation, first week" }).click();
    const title = "Worker evaluation, first week: Sofie Claes";
    await arrive(page, title);
    const form = page.locator("main form");
    const leftOut = "How would you rate the quality of the worker's work?";
    await answerChoices(form, leftOut);
    const comment = "Careful with the bottling machine.";
    await form.getByLabel("What went well, and what could the worker improve? (optional)").fill(comment);
    await refused(page, "Submit answers", "Choose a rating from 1 to 5", title);
    await expect(page).toHaveURL(/\/surveys\/fill-survey\/\d+$/);
    await expect(page.getByRole("alert").getByRole("link", { name: "Choose a rating from 1 to 5" })).toBeVisible();
    await expect(form.getByRole("group", { name: leftOut })).toContainText("Choose a rating from 1 to 5");
    const overall = form.getByRole("group", { name: "How would you rate the worker's first week overall?" });
    await expect(overall.getByLabel("4 – Good")).toBeChecked();
    await expect(form.getByRole("group", { name: "Does the worker have the skills the job requires?" }).getByLabel("Yes")).toBeChecked();
    await expect(form.getByRole("textbox")).toHaveValue(comment);
  });

  await test.step("a link with the openSurvey side-panel action opens that survey's fill page from any page", async () => {
    await page.goto("/surveys?state=OPENED");
    const fill = page.getByRole("link", { name: "Fill in Bram Goossens, Worker evaluation, second week" });
    const surveyId = (await fill.getAttribute("href"))!.split("/").pop();

    for (const from of ["/invoices", "/", "/settings/profile"]) {
      await page.goto(`${from}?sidePanelAction=openSurvey&surveyId=${surveyId}`);
      await expect(page).toHaveURL(new RegExp(`/surveys/fill-survey/${surveyId}$`));
      await arrive(page, "Worker evaluation, second week: Bram Goossens");
    }

    // Not a survey id: the page opens as asked.
    await page.goto("/invoices?sidePanelAction=openSurvey&surveyId=abc");
    await arrive(page, "Invoices");
  });

  await test.step("an unknown survey, or another company's, is not found", async () => {
    for (const address of [peetersSurvey, "/surveys/fill-survey/999999", "/surveys/view-survey/abc"]) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(404);
      await arrive(page, "Survey not found");
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    }
  });
});
