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

  async back() {
    await this.page.getByRole('link', { name: /Back to the overview/ }).click();
  }
}
