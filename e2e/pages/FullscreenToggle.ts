import { type Page, expect } from '@playwright/test';

/**
 * The full-screen button of a kanban header. Each press waits for the other button: the
 * screen it leads to is up (not the one left behind, whose checks may hold as well).
 */
export class FullscreenToggle {
  constructor(private readonly page: Page) {}

  async enter() {
    await this.press('Full screen', 'Exit full screen');
  }

  async exit() {
    await this.press('Exit full screen', 'Full screen');
  }

  private async press(from: string, to: string) {
    await this.page.getByRole('button', { name: from, exact: true }).click();
    await expect(this.page.getByRole('button', { name: to, exact: true })).toBeVisible();
  }
}
