import { type Page, expect } from '@playwright/test';

export class Shell {
  constructor(private readonly page: Page) {}

  menu() {
    return this.page.getByRole('navigation', { name: 'Main menu' });
  }

  async openAccountMenu() {
    await this.page.getByRole('button', { name: 'Account menu' }).click();
  }

  async openResetPassword() {
    await this.openAccountMenu();
    await this.page.getByRole('menuitem', { name: 'Reset Password' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Reset password' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async signOut() {
    await this.openAccountMenu();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
    const confirm = this.page.getByRole('alertdialog', { name: 'Sign out' });
    await expect(confirm).toContainText('Do you want to sign out?');
    return confirm;
  }
}
