import { type Page, expect } from '@playwright/test';

/** /rolepermission: pick a role, tick APIs, save. */
export class RolePermissionPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/rolepermission');
    await expect(this.page.getByRole('heading', { name: 'Role permission management' })).toBeVisible();
  }

  async chooseRole(label: string) {
    await this.page.getByRole('combobox', { name: 'Role' }).selectOption({ label });
  }

  api(method: string, path: string) {
    return this.page.getByRole('checkbox', { name: `${method} ${path}`, exact: true });
  }

  /** Ticks or unticks one API (by keyboard, as the page allows). */
  async set(method: string, path: string, checked: boolean) {
    const box = this.api(method, path);
    await expect(box).toBeVisible();
    if ((await box.isChecked()) !== checked) {
      await box.focus();
      await this.page.keyboard.press('Space');
    }
    await expect(box).toBeChecked({ checked });
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save' }).click();
    await expect(this.page.getByText('Permission saved successfully')).toBeVisible();
  }
}
