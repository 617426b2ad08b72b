import { type Page, expect } from '@playwright/test';

export class LoginPage {
  constructor(private readonly page: Page) {}

  async expectShown() {
    await expect(this.page).toHaveURL(/\/login(\?|$)/);
    await expect(this.page.getByRole('button', { name: 'Log in' })).toBeVisible();
  }

  async openPhoneTab() {
    await this.page.getByRole('tab', { name: 'Phone login' }).click();
    await expect(this.page.getByLabel('Mobile number')).toBeVisible();
  }

  async signIn(account: string, password: string) {
    await this.page.getByLabel('Username').fill(account);
    await this.page.getByLabel('Password').fill(password);
    // Enter submits (spec part 1 section 2).
    await this.page.getByLabel('Password').press('Enter');
  }
}
