import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/signIn';

test('the utilization kanban ranks every device in scope for a quick range', async ({ page }) => {
  await signIn(page);
  await page.goto('/utilizationkanban/full');
  const rows = page.getByTestId('utilization-row');
  await expect(rows).toHaveCount(7);
  await expect(page.getByTestId('utilization-range')).toHaveText(/^(\d{4}-\d\d-\d\d) – (\d{4}-\d\d-\d\d)$/);
  // Without a product archive there is no planned run time per item, so no OEE.
  await expect(page.locator('[data-testid="utilization-row"][data-uuid="dev-nodoc-laser-01"]').getByTestId('oee')).toHaveText('--');
  await page.getByRole('button', { name: 'Yesterday' }).click();
  const text = await page.getByTestId('utilization-range').textContent();
  const [start, end] = text!.split(' – ');
  expect(start).toBe(end);
  await expect(rows).toHaveCount(7);
  for (const cell of await rows.getByTestId('utilization').allTextContents()) expect(cell).toMatch(/^\d{1,3}%$/);
});
