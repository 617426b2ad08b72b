import { type Locator, type Page, expect } from '@playwright/test';

/** The device archives (/deviceView), the register form (/NewDeviceProfile) and their dialogs. */
export class DeviceArchives {
  constructor(private readonly page: Page) {}

  table() {
    return this.page.getByRole('table', { name: 'Device archives' });
  }

  row(text: string): Locator {
    return this.table().locator('tbody tr').filter({ hasText: text });
  }

  async openFromMenu() {
    await this.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Device archives' }).click();
    await expect(this.page).toHaveURL(/\/deviceView$/);
    await expect(this.page.getByTestId('device-archive-table')).toBeVisible();
  }

  /** Registers a device through the form; answers the credential the dialog shows once. */
  async register(values: { factoryNumber: string; alias: string; model: string; industry: string; customer: string }) {
    await this.page.getByRole('button', { name: 'Register device' }).click();
    await expect(this.page).toHaveURL(/\/NewDeviceProfile$/);
    const form = this.page.getByTestId('device-archive-form');
    await form.getByLabel('Factory number').fill(values.factoryNumber);
    await form.getByLabel('Alias').fill(values.alias);
    await form.getByLabel('Model').fill(values.model);
    await form.getByLabel('Industry').selectOption({ label: values.industry });
    await form.getByLabel('Owning customer').selectOption({ label: values.customer });
    await form.getByTestId('device-archive-submit').click();
    const dialog = this.page.getByTestId('credential-dialog');
    await expect(dialog).toBeVisible();
    const username = (await dialog.getByTestId('credential-username').textContent())!.trim();
    const password = (await dialog.getByTestId('credential-password').textContent())!.trim();
    return { dialog, username, password };
  }

  /** Makes a row current by keyboard and clicks one of the row actions. */
  async rowAction(text: string, action: string) {
    const row = this.row(text);
    await row.focus();
    await row.press('Enter');
    await expect(row).toHaveAttribute('aria-current', 'true');
    await this.page.getByRole('button', { name: action, exact: true }).click();
  }
}
