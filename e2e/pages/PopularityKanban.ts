import { type Locator, type Page, expect } from '@playwright/test';

/** The popularity kanban: month range, region level, chart and table of devices per region. */
export class PopularityKanban {
  constructor(private readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/popularitykanban${query}`);
    await expect(this.page.getByTestId('popularity-kanban')).toBeVisible();
  }

  rows(): Locator {
    return this.page.getByTestId('popularity-row');
  }

  count(region: string): Locator {
    return this.page.locator(`[data-testid="popularity-row"][data-region="${region}"]`).getByTestId('count');
  }

  /** Region names in table order (most devices first). */
  async regions(): Promise<string[]> {
    return this.rows().evaluateAll((rows) => rows.map((r) => r.getAttribute('data-region') ?? ''));
  }

  async preset(name: string) {
    await this.page.getByRole('button', { name, exact: true }).click();
  }

  async months(from: string, to: string) {
    await this.page.getByLabel('From month').fill(from);
    await this.page.getByLabel('To month').fill(to);
  }

  async level(name: 'Country' | 'Province' | 'City') {
    await this.page.getByRole('group', { name: 'Group by region level' }).getByRole('button', { name }).click();
  }
}
