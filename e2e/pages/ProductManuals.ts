import { type Locator, type Page, expect } from "@playwright/test";

/** The product manual list (/productlist) as a user works it. */
export class ProductList {
  constructor(private readonly page: Page) {}

  table() {
    return this.page.getByTestId("product-table");
  }

  /** A row's action group, named by the manual's name. */
  row(name: string): Locator {
    return this.table().getByRole("group", { name, exact: true });
  }

  async open() {
    await this.page.goto("/productlist");
    await expect(this.table().getByRole("table")).toBeVisible();
  }

  /** Types into a header's text search and searches with Enter. */
  async searchText(columnTitle: string, text: string) {
    const search = this.table().getByRole("searchbox", { name: `Search ${columnTitle}` });
    await search.fill(text);
    await search.press("Enter");
  }

  /** Clicks a row button, then OK in the confirmation. */
  async confirmAction(
    name: string,
    testId: "row-offShelf" | "row-onShelf" | "row-delete",
  ) {
    await this.row(name).getByTestId(testId).click();
    const dialog = this.page.getByTestId("confirm-dialog");
    await expect(dialog).toContainText(name);
    await dialog.getByTestId("confirm-ok").click();
  }

  chip(name: string) {
    return this.table()
      .getByRole("row")
      // `has` is matched inside each row, so it starts from the page, not from the table.
      .filter({ has: this.page.getByRole("group", { name, exact: true }) })
      .getByTestId("status-chip");
  }
}

/** Files a test uploads, built in memory. */
export const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
export const pngFile = (name: string) => ({
  name,
  mimeType: "image/png",
  buffer: PNG_1X1,
});
export const textFile = (name: string) => ({
  name,
  mimeType: "text/plain",
  buffer: Buffer.from("Maintenance notes: check the nozzle weekly.\n"),
});
