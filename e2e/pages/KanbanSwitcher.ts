import { type Locator, type Page, expect } from '@playwright/test';
import { closeWithEscape, expectHoldsFocus } from '../fixtures/layers';

/** The kanban switcher of a kanban header, driven by keyboard only. */
export class KanbanSwitcher {
  constructor(private readonly page: Page) {}

  trigger(): Locator {
    return this.page.getByTestId('kanban-switcher');
  }

  entries(): Locator {
    return this.page.getByTestId('kanban-switcher-menu').getByRole('menuitem');
  }

  /** Presses Tab from the top of the page until the switcher has the focus (it must be in the tab order). */
  async tabTo(max = 120) {
    // The menu's code loads after the kanban's first paint; until then the button is an inert stand-in.
    await expect(this.trigger()).toBeEnabled();
    // Keyboard only: a pointer left over where the menu opens (after a click on a card) highlights
    // the entry under it when the menu appears, which the arrow keys then start from.
    const viewport = this.page.viewportSize();
    if (viewport) await this.page.mouse.move(viewport.width - 1, viewport.height - 1);
    await this.page.locator('body').focus();
    await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    for (let i = 0; i < max; i++) {
      await this.page.keyboard.press('Tab');
      if (await this.trigger().evaluate((el) => el === document.activeElement)) return;
    }
    throw new Error(`the kanban switcher was not reached in ${max} Tab presses`);
  }

  menu(): Locator {
    return this.page.getByTestId('kanban-switcher-menu');
  }

  /** Opens the switcher with Enter and returns the names of its entries. */
  async open(): Promise<string[]> {
    // Enter on the button of a menu left open moves its highlight instead of opening it afresh.
    await expect(this.menu()).toBeHidden();
    await this.tabTo();
    await this.page.keyboard.press('Enter');
    await expect(this.menu()).toBeVisible();
    await expectHoldsFocus(this.menu());
    return this.entries().allTextContents();
  }

  /** Closes the open switcher with Escape; the focus goes back to its button. */
  async close() {
    await closeWithEscape(this.page, this.menu());
    await expect(this.trigger()).toBeFocused();
  }

  /** Opens the switcher and picks an entry with the arrow keys and Enter. */
  async choose(name: string) {
    const names = await this.open();
    const index = names.indexOf(name);
    if (index < 0) throw new Error(`"${name}" is not in the kanban switcher (${names.join(', ')})`);
    const highlighted = this.menu().locator('[role="menuitem"][data-highlighted]');
    // Opened by keyboard, the first entry is highlighted; each ArrowDown moves one down.
    await expect(highlighted).toHaveText(names[0]);
    for (let i = 0; i < index; i++) await this.page.keyboard.press('ArrowDown');
    await expect(highlighted).toHaveText(name);
    await this.page.keyboard.press('Enter');
    await expect(this.menu()).toBeHidden();
  }
}
