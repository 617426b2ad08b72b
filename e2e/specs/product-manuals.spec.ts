import { expect, test } from "@playwright/test";
import { signIn } from "../fixtures/signIn";
import { ProductList, pngFile, textFile } from "../pages/ProductManuals";

// Needs POST /files (server modules/files, contract/files.ts) for the cover, pictures and attachment.
test("a tenant admin creates a manual with pictures, an attachment and params, finds it, shelves it, and another session sees the list change", async ({
  page,
  browser,
}) => {
  const name = `E2E ${Date.now().toString(36)}`.slice(0, 20);
  const tag = `tag${Date.now().toString(36)}`.slice(0, 20);
  await signIn(page, "tenantadmin");
  const list = new ProductList(page);
  await list.open();

  // A second session on the list, to see the live dot when the first one changes a manual.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, "tenantadmin");
  const otherList = new ProductList(otherPage);
  await otherList.open();
  await expect(otherPage.getByTestId("live-dot")).toHaveCount(0);

  await page.getByTestId("product-create").click();
  await expect(page).toHaveURL(/\/createnewproduct$/);
  const form = page.getByTestId("product-form");
  await form.getByTestId("cover-input").setInputFiles(pngFile("cover.png"));
  await expect(form.getByTestId("cover").getByRole("listitem")).toHaveCount(1);
  await form.getByRole("textbox", { name: "Name" }).fill(name);
  await form.getByRole("textbox", { name: "Model" }).fill("PL-3015");
  await form
    .getByRole("textbox", { name: "Description" })
    .fill("Fiber laser cutter");
  await form.getByTestId("tag-input").fill(tag);
  await form.getByTestId("tag-input").press("Enter");
  await expect(form.getByTestId("tags")).toContainText(tag);
  await form
    .getByTestId("detail-pictures-input")
    .setInputFiles([pngFile("detail-1.png"), pngFile("detail-2.png")]);
  await expect(
    form.getByTestId("detail-pictures").getByRole("listitem"),
  ).toHaveCount(2);
  await form.getByTestId("files-input").setInputFiles(textFile("manual.txt"));
  await expect(form.getByTestId("files").getByRole("listitem")).toHaveCount(1);
  await form.getByTestId("params-add-title").click();
  await form.getByRole("textbox", { name: "Title 1" }).fill("Cutting");
  await form.getByTestId("params-add-param").click();
  await form.getByRole("textbox", { name: "Parameter 2" }).fill("Power");
  await form.getByRole("textbox", { name: "Value 2" }).fill("6 kW");
  await form.getByTestId("product-submit").click();
  await expect(
    page.getByTestId("toast").filter({ hasText: "Submitted" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/productlist$/);

  // Found by name, and by tag.
  await list.searchText("Name", name);
  await expect(list.row(name)).toBeVisible();
  await expect(list.chip(name)).toHaveText("Off shelf");
  await page.getByTestId("table-refresh").click();
  const tags = page.getByTestId("search-tags-select");
  await tags.click();
  await page.getByRole("option", { name: tag }).click();
  await expect(list.row(name)).toBeVisible();

  // The other session was told the list changed.
  await expect(otherPage.getByTestId("live-dot")).toBeVisible();

  // A new manual starts off the shelf: on shelf, then off again, each asked first.
  await expect(list.row(name).getByTestId("row-offShelf")).toBeDisabled();
  await list.confirmAction(name, "row-onShelf");
  await expect(
    page.getByTestId("toast").filter({ hasText: "On shelf" }),
  ).toBeVisible();
  await expect(list.chip(name)).toHaveText("On shelf");
  await list.confirmAction(name, "row-offShelf");
  await expect(
    page.getByTestId("toast").filter({ hasText: "Off shelf" }),
  ).toBeVisible();
  await expect(list.chip(name)).toHaveText("Off shelf");

  // Edit shows the id and the saved params.
  await list.row(name).getByTestId("row-edit").click();
  await expect(page).toHaveURL(/\/editproduct\?product_id=\d+$/);
  await expect(page.getByTestId("product-id")).toContainText("Product ID:");
  await expect(page.getByRole("textbox", { name: "Value 2" })).toHaveValue(
    "6 kW",
  );
  await page.getByTestId("product-cancel").click();

  await list.searchText("Name", name);
  await list.confirmAction(name, "row-delete");
  await expect(
    page.getByTestId("toast").filter({ hasText: "Deleted" }),
  ).toBeVisible();
  await expect(list.row(name)).toHaveCount(0);
  await other.close();
});

test("the role user sees the list with create and every row action disabled", async ({
  page,
}) => {
  await signIn(page, "customer");
  const list = new ProductList(page);
  await list.open();
  await expect(page.getByTestId("table-loading")).toHaveCount(0);
  await expect(page.getByTestId("product-create")).toBeDisabled();
  // GET /productmanual only: no row of its scope (if any) offers a write.
  for (const id of ["row-edit", "row-offShelf", "row-onShelf", "row-delete"])
    await expect(
      list.table().locator(`[data-testid="${id}"]:not([disabled])`),
    ).toHaveCount(0);
});

// A failed save focuses its first field in error: scrolled into view with its label and error, not
// flush against the top of the page where they were cut off (the UI review of 2026-11-30).
test("an empty save shows the first field in error with its label, at 1366 x 768", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, "tenantadmin");
  await new ProductList(page).open();
  await page.getByTestId("product-create").click();
  const form = page.getByTestId("product-form");
  await form.getByTestId("product-submit").scrollIntoViewIfNeeded();
  await form.getByTestId("product-submit").click();
  const name = form.getByRole("textbox", { name: "Name" });
  await expect(name).toBeFocused();
  await expect(form.getByText("Name", { exact: true })).toBeInViewport();
  await expect(form.getByText("Please enter the product name")).toBeInViewport();
});
