import { type Locator, type Page, expect, test } from '@playwright/test';
import { closeWithEscape } from '../fixtures/layers';
import { signIn } from '../fixtures/signIn';
import { recordToasts, seenToasts } from '../fixtures/toasts';

/**
 * Presses Enter on a menu's button and then, in a later task but before the browser's next frame,
 * Escape: what a quick typist does on a busy wall PC, where frames come late. Playwright's own key
 * presses cannot be placed inside one frame, so the two keydowns are dispatched in the page.
 * Returns false when a frame came between them anyway (then the keys did what they do at a
 * person's pace, and nothing was proven).
 */
async function enterThenEscapeWithinOneFrame(trigger: Locator): Promise<boolean> {
  await trigger.focus();
  return trigger.evaluate(
    (button) =>
      new Promise<boolean>((resolve) => {
        let framed = false;
        requestAnimationFrame(() => (framed = true));
        button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
        setTimeout(() => {
          const withinOneFrame = !framed;
          document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
          resolve(withinOneFrame);
        }, 0);
      }),
  );
}

async function expectEarlyEscapeCloses(page: Page, trigger: Locator) {
  await expect(trigger).toBeEnabled(); // the menu's code has loaded (until then the button is an inert stand-in)
  const id = await trigger.getAttribute('data-controls'); // aria-controls is there only while the menu is open
  expect(id).toBeTruthy();
  const menu = page.locator(`[id="${id}"]`);
  let tries = 0;
  while (!(await enterThenEscapeWithinOneFrame(trigger))) {
    expect(++tries, 'a try with both keys inside one frame').toBeLessThan(20);
    await expect(menu).toBeHidden();
  }
  // Closed, with the focus back on the button, and Enter opens it afresh on its first entry.
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(menu.locator('[role^="menuitem"]').first()).toHaveAttribute('data-highlighted', '');
  await closeWithEscape(page, menu);
  await expect(trigger).toBeFocused();
}

test('Escape pressed before a menu has drawn its first frame closes it and gives the focus back to its button', async ({ page }) => {
  await recordToasts(page);
  await signIn(page, 'tenantadmin');
  await expect(page.getByTestId('overview-kanban')).toBeVisible();
  await expectEarlyEscapeCloses(page, page.getByTestId('kanban-switcher'));
  await expectEarlyEscapeCloses(page, page.getByRole('button', { name: 'Account menu' }));
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'User management', exact: true }).click();
  await expect(page.getByTestId('user-list')).toBeVisible();
  await expectEarlyEscapeCloses(page, page.getByTestId('table-columns'));
  expect(await seenToasts(page)).toEqual([]);
});
