import { type Locator, type Page, expect } from '@playwright/test';

export class DetailKanban {
  constructor(private readonly page: Page) {}

  layout(): Locator {
    return this.page.getByTestId('detail-layout');
  }

  value(key: string): Locator {
    return this.page.getByTestId(`value-${key}`);
  }

  /** A gauge by its id (a parameter key, or `cutting-speed`); `data-value` holds what it shows. */
  gauge(id: string): Locator {
    return this.page.getByTestId(`gauge-${id}`);
  }

  /** One value of the device and product detail grid. */
  detail(id: string): Locator {
    return this.page.getByTestId('product-detail').getByTestId(`detail-${id}`);
  }

  async copyLink() {
    await this.page.getByRole('button', { name: 'Copy link' }).click();
  }

  status(): Locator {
    return this.page.getByTestId('detail-status');
  }

  async expectIndustry(industry: 'laser' | 'waterjet' | 'other') {
    await expect(this.layout()).toHaveAttribute('data-industry', industry);
  }

  /**
   * Into full screen and back. The router renders the next screen in a transition, so for a
   * moment after the address changes the screen being left (and its button) is still shown:
   * each waits for the other button, or a quick second click lands on the old one.
   */
  async enterFullscreen() {
    await this.toggle('Full screen', 'Exit full screen');
  }

  async exitFullscreen() {
    await this.toggle('Exit full screen', 'Full screen');
  }

  private async toggle(from: string, to: string) {
    await this.page.getByRole('button', { name: from, exact: true }).click();
    await expect(this.page.getByRole('button', { name: to, exact: true })).toBeVisible();
  }

  async back() {
    await this.page.getByRole('link', { name: /Back to the overview/ }).click();
  }
}
