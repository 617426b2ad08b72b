import { type Locator, type Page, expect } from '@playwright/test';

/** The user management screen (/users) and its user dialog. */
export class UserManagement {
  constructor(private readonly page: Page) {}

  table() {
    return this.page.getByRole('table', { name: 'User management' });
  }

  row(text: string): Locator {
    return this.table().locator('tbody tr').filter({ hasText: text });
  }

  async openFromMenu() {
    await this.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'User management' }).click();
    await expect(this.page).toHaveURL(/\/users$/);
    await expect(this.table().locator('tbody tr').first()).toBeVisible();
  }

  async openAddDialog() {
    await this.page.getByRole('button', { name: 'Add user' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add user' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Makes a row current by keyboard (focus, Enter) and opens the edit dialog. */
  async openEditDialog(text: string) {
    const row = this.row(text);
    await row.focus();
    await row.press('Enter');
    await expect(row).toHaveAttribute('aria-current', 'true');
    await this.page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Edit user' });
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
