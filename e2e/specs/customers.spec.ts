import ExcelJS from "exceljs";
import { type Page, expect, test } from "@playwright/test";
import { graphqlCall, tokenOf } from "../fixtures/api";
import { signIn } from "../fixtures/signIn";

/** The customer roster (spec part 1 sections 2, 7, 9; part 2 sections 3-6) in Chromium. */
test.describe.configure({ timeout: 120_000 });
const suffix = () => Date.now().toString(36).slice(-6);
const roster = (page: Page) => page.getByTestId("customer-table");
// Data rows carry their key; the header's search row would match the searched text too.
const row = (page: Page, name: string) => roster(page).locator("tr[data-key]").filter({ has: page.getByRole("cell", { name, exact: true }) });

async function openRoster(page: Page) {
  await page.goto("/customerroster");
  await expect(roster(page).getByRole("table")).toBeVisible({ timeout: 30_000 });
}

async function search(page: Page, text: string) {
  const box = roster(page).getByRole("searchbox", { name: "Search Name" });
  await box.fill(text);
  await box.press("Enter");
}

test("a tenant admin creates a customer with its area and a custom parameter, and sees its log", async ({ page }) => {
  const name = `E2E Customer ${suffix()}`;
  await signIn(page, "tenantadmin");
  await openRoster(page);
  await page.getByTestId("customer-create").click();
  await expect(page).toHaveURL(/\/createcustomer$/);
  const form = page.getByTestId("customer-form");
  // The name is required: the rule speaks before anything is sent.
  await page.getByTestId("customer-save").click();
  await expect(form).toContainText("Please enter the customer name");
  await form.getByRole("textbox", { name: "Customer name" }).fill(name);
  await form.getByRole("textbox", { name: "Code" }).fill(`C-${suffix()}`);
  await page.getByTestId("customer-form-area-province").selectOption("370000");
  await page.getByTestId("customer-form-area-city").selectOption("370100");
  await form.getByRole("textbox", { name: "Parameter name" }).first().fill("Fleet");
  await form.getByRole("textbox", { name: "Parameter value" }).first().fill("12");
  await page.getByTestId("customer-save").click();
  await expect(page).toHaveURL(/\/customerdetail\?customer_id=\d+$/);
  await expect(page.getByTestId("customer-title")).toHaveText(name);
  await expect(page.getByTestId("customer-log").locator('[data-type="add"]')).toHaveCount(1);
  await openRoster(page);
  await page.getByTestId("customer-area-province").selectOption("370000");
  await search(page, name);
  await expect(row(page, name)).toBeVisible();
});

test("imports 100 customers from an xlsx with 3 bad rows and shows the report", async ({ page }, testInfo) => {
  const tag = suffix();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Customers");
  sheet.addRow(["Name", "Alias", "Code", "Address", "Contact person", "Contact way", "NC account", "Main business", "Responsible sales", "Label", "Province", "City"]);
  for (let i = 1; i <= 100; i++) {
    const bad = i === 10 ? { name: "" } : i === 50 ? { name: "x".repeat(31) } : i === 90 ? { province: "Atlantis" } : {};
    sheet.addRow([bad.name ?? `Imported ${tag} ${i}`, `A${i}`, `IMP-${tag}-${i}`, null, null, null, null, null, null, "import", bad.province ?? "山东省", null]);
  }
  const file = testInfo.outputPath("customers.xlsx");
  await book.xlsx.writeFile(file);

  await signIn(page, "tenantadmin");
  await openRoster(page);
  await page.getByTestId("customer-import").click();
  const dialog = page.getByTestId("customer-import-dialog");
  // The template downloads from the dialog.
  const [template] = await Promise.all([page.waitForEvent("download"), dialog.getByTestId("customer-import-template").click()]);
  expect(template.suggestedFilename()).toBe("customer-import-template.xlsx");
  await dialog.getByTestId("customer-import-mode").selectOption("base");
  await dialog.getByTestId("customer-import-file").setInputFiles(file);
  await dialog.getByTestId("customer-import-start").click();
  await expect(dialog.getByRole("progressbar")).toHaveCount(1);
  await expect(dialog.getByTestId("customer-import-status")).toHaveText("97 added, 0 updated, 3 refused", { timeout: 30_000 });
  const report = dialog.getByTestId("customer-import-report");
  await expect(report.getByRole("row")).toHaveCount(4); // the header and 3 refused rows
  await expect(report).toContainText("Please enter the customer name");
  await expect(report).toContainText("The customer name must be at most 30 characters");
  await expect(report).toContainText("Not an area of the list");
  await dialog.getByTestId("customer-import-close").click();
  await search(page, `Imported ${tag}`);
  await expect(roster(page).getByTestId("table-total")).toContainText("97");
});

test("a roster administrator transfer is accepted by the collaborator", async ({ page, browser, request }) => {
  const tag = suffix();
  const name = `Transfer ${tag}`;
  const account = `collab${tag}`;
  const admin = await tokenOf(request, "tenantadmin");
  await graphqlCall(request, "mutation A($input: AddUserInput!) { addUser(input: $input) { id } }", { input: { name: "Collaborator", account, password: "Demo2026", confirmPassword: "Demo2026", role: "tenant_admin" } }, admin);
  await graphqlCall(request, "mutation C($input: CustomerInput!) { createCustomer(input: $input) { id } }", { input: { name } }, admin);

  await signIn(page, "tenantadmin");
  await openRoster(page);
  await search(page, name);
  await row(page, name).getByTestId("customer-share").click();
  const dialog = page.getByTestId("customer-collaboration");
  await expect(dialog.getByTestId("collab-admin")).toHaveText("Administrator: Li Wei");
  await dialog.getByTestId("collab-user").selectOption({ label: `Collaborator (${account})` });
  await dialog.getByTestId("collab-share").click();
  await expect(dialog.getByTestId("collab-list")).toContainText(account);
  await dialog.getByTestId("collab-make-admin").click();
  await expect(dialog.getByTestId("collab-pending")).toHaveText("Transfer to Collaborator pending");

  const other = await browser.newContext();
  const collaborator = await other.newPage();
  await signIn(collaborator, account);
  await openRoster(collaborator);
  await search(collaborator, name);
  await row(collaborator, name).getByTestId("customer-share").click();
  const theirs = collaborator.getByTestId("customer-collaboration");
  await theirs.getByTestId("collab-accept").click();
  await expect(theirs.getByTestId("collab-admin")).toHaveText("Administrator: Collaborator");
  await expect(theirs.getByTestId("collab-pending")).toHaveCount(0);
  await expect(theirs.getByTestId("collab-list")).toContainText("tenantadmin");
  await other.close();

  await dialog.getByTestId("collab-close").click();
  await row(page, name).getByTestId("customer-share").click();
  await expect(page.getByTestId("customer-collaboration").getByTestId("collab-admin")).toHaveText("Administrator: Collaborator");
});

test("a customer is deleted softly and restored from the deleted view", async ({ page, request }) => {
  const name = `Soft ${suffix()}`;
  const admin = await tokenOf(request, "tenantadmin");
  await graphqlCall(request, "mutation C($input: CustomerInput!) { createCustomer(input: $input) { id } }", { input: { name } }, admin);
  await signIn(page, "tenantadmin");
  await openRoster(page);
  await search(page, name);
  await row(page, name).getByTestId("customer-delete").click();
  await expect(page.getByTestId("toast").filter({ hasText: "Deleted; restore it from the deleted view" })).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);
  await page.getByTestId("customer-view-deleted").click();
  await expect(row(page, name)).toBeVisible();
  await row(page, name).getByTestId("customer-restore").click();
  await expect(page.getByTestId("toast").filter({ hasText: "Restored" })).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);
  await page.getByTestId("customer-view-normal").click();
  await expect(row(page, name)).toBeVisible();
});
