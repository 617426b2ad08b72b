import { expect, test } from '@playwright/test';
import { graphqlCall, tokenOf } from '../fixtures/api';
import { signIn } from '../fixtures/signIn';

/**
 * Reliability figures (issue 17) in Chromium: MTBF, MTTR, the failures and the range on the
 * device detail kanban and on the customer detail, from the seeded status history, as the server
 * computes them (the same numbers the API answers), in English and Chinese.
 */
const FIGURES = 'query R($uuid: String!, $start: String!, $end: String!) { deviceReliability(uuid: $uuid, start: $start, end: $end) { start end failures openFailures mtbfSeconds mttrSeconds } }';
const hours = (seconds: number | null) => (seconds === null ? null : `${new Intl.NumberFormat('en').format(Math.round(seconds / 360) / 10)} h`);

test('the detail kanban and the customer detail show MTBF, MTTR, the failures and the range', async ({ page, request }) => {
  await signIn(page, 'tenantadmin');
  await page.goto('/devicedetailskanban?uuid=dev-haiyun-laser-01');
  const line = page.getByTestId('device-reliability');
  await expect(line.getByTestId('device-reliability-range')).toHaveText(/^\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/);
  const [start, end] = (await line.getByTestId('device-reliability-range').textContent())!.split(' to ');
  const figures = (await graphqlCall(request, FIGURES, { uuid: 'dev-haiyun-laser-01', start, end }, await tokenOf(request, 'tenantadmin'))).deviceReliability;
  // 30 days, today included.
  expect((Date.parse(end) - Date.parse(start)) / 86_400_000).toBe(29);
  await expect(line.getByTestId('device-reliability-failures')).toHaveText(String(figures.failures));
  await expect(line.getByTestId('device-reliability-mtbf')).toHaveText(hours(figures.mtbfSeconds) ?? 'no failure in the range');
  if (figures.mttrSeconds !== null) await expect(line.getByTestId('device-reliability-mttr')).toHaveText(hours(figures.mttrSeconds)!);
  await expect(page.getByTestId('detail-layout')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('detail-reliability.png') });

  // The customer detail: its statistics range (the last 7 days by default), over its machines.
  const token = await tokenOf(request, 'tenantadmin');
  const customer = (await graphqlCall(request, '{ customers(search: "Haiyun") { page { items { id name } } } }', {}, token)).customers.page.items[0];
  await page.goto(`/customerdetail?customer_id=${customer.id}`);
  const customerLine = page.getByTestId('customer-reliability');
  await expect(customerLine.getByTestId('customer-reliability-failures')).toHaveText(/^\d+$/);
  await expect(customerLine.getByTestId('customer-reliability-mtbf')).toHaveText(/^(\d+(\.\d)?|[\d,]+(\.\d)?) h$|^no failure in the range$/);
  await expect(customerLine.getByTestId('customer-reliability-range')).toHaveText(/^\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/);
  await customerLine.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('customer-reliability.png'), fullPage: true });
});
