import { type Locator, type Page, expect } from '@playwright/test';

export class OverviewKanban {
  constructor(private readonly page: Page) {}

  async open(full = false) {
    await this.page.goto(`/deviceoverviewkanban${full ? '/full' : ''}`);
    await expect(this.page.getByTestId('overview-kanban')).toBeVisible();
  }

  title(): Locator {
    return this.page.getByTestId('overview-title');
  }

  cards(): Locator {
    return this.page.getByTestId('device-card');
  }

  card(uuid: string): Locator {
    return this.page.locator(`[data-testid="device-card"][data-uuid="${uuid}"]`);
  }

  async pickTenant(name: string) {
    // A tree button's name is the tenant name followed by its level badge.
    await this.page.getByRole('tree').getByRole('button', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) }).first().click();
  }
  /** From the overview: picks the tenant, clicks the device's card and waits for its detail kanban (product_id empty for a device without product archive). */
  async openDetail(tenant: string, uuid: string, { withProduct = true } = {}) {
    await this.open();
    await this.pickTenant(tenant);
    await this.card(uuid).click();
    await expect(this.page).toHaveURL(new RegExp(`/devicedetailskanban\\?uuid=${uuid}&product_id=${withProduct ? '[^&]+' : ''}$`));
  }
}
