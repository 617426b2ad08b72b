import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startOwnServer, workingHoursZone, type OwnServer } from '../fixtures/ownServer';
import { SCREENSHOT_DIR } from '../fixtures/screenshots';
import { DEMO_PASSWORD } from '../fixtures/signIn';
import { recordToasts, seenToasts } from '../fixtures/toasts';
import { DetailKanban } from '../pages/DetailKanban';
import { LoginPage } from '../pages/LoginPage';

/**
 * A server of this file's own, started as a user would start the demo: a fresh database, the
 * demo and its 60 days of history seeded, the demo simulator publishing over MQTT (in a time
 * zone where its machines are working now: at night they are Offline and silent). The last
 * test stops it.
 */
let server: OwnServer | undefined;

test.beforeAll(async () => {
  server = await startOwnServer({ SIMULATOR: 'true', TIME_ZONE: workingHoursZone() });
});

test.afterAll(async () => {
  await server?.stop();
});

test('a fresh start, history included, takes under 30 s', async () => {
  test.info().annotations.push({ type: 'fresh start', description: `${server!.startMs} ms` });
  console.log(`fresh start (demo and 60 days of history seeded): ${server!.startMs} ms`);
  expect(server!.startMs).toBeLessThan(30_000);
});

test("the demo simulator fills the laser's axis table with drive values, formatted with units", async ({ page }) => {
  await recordToasts(page);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`${server!.url}/login`);
  await new LoginPage(page).signIn('tenantadmin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/deviceoverviewkanban$/);
  await page.goto(`${server!.url}/devicedetailskanban/full?uuid=dev-qilu-laser-01`);
  const detail = new DetailKanban(page);
  await detail.expectIndustry('laser');
  const axis = page.getByTestId('axis-panel');
  await expect(axis.getByRole('columnheader')).toHaveText(['', 'Position (mm)', 'Feedback (mm)', 'Speed (mm/min)', 'Current (A)', 'Voltage (V)', 'Torque (N·m)']);
  // Every cell from the simulator's messages: positions and feedback to 1 decimal, drive values as sent.
  for (const a of ['X', 'Y', 'Z']) {
    await expect(detail.value(`${a}Position`)).toHaveText(/^-?\d+\.\d$/);
    await expect(detail.value(`${a}Feedback`)).toHaveText(/^-?\d+\.\d$/);
    for (const quantity of ['Speed', 'Current', 'Voltage', 'Torque']) await expect(detail.value(`${a}Axis${quantity}`)).toHaveText(/^-?\d+(\.\d+)?$/);
  }
  await expect(axis).not.toContainText('not reported');
  expect(await seenToasts(page)).toEqual([]);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'detail-laser-simulated.png') });
  await axis.screenshot({ path: path.join(SCREENSHOT_DIR, 'axis-table.png') });
});

test('a statistics query that fails (the server stopped) shows the common error display, not "no data"', async ({ page }) => {
  await recordToasts(page);
  await page.goto(`${server!.url}/login`);
  await new LoginPage(page).signIn('tenantadmin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/deviceoverviewkanban$/);
  // The generic layout has the daily processing panel (equipmentStatistics).
  await page.goto(`${server!.url}/devicedetailskanban?uuid=dev-nodoc-laser-01&product_id=`);
  const panel = page.getByTestId('daily-processing-panel');
  await expect(panel.getByTestId('today-pieces')).toHaveText(/^\d+$/);
  expect(await seenToasts(page)).toEqual([]);

  await server!.stop();
  server = undefined;
  // Another range asks the stopped server again.
  await panel.getByRole('button', { name: 'Last year', exact: true }).click();
  await expect(panel.getByTestId('load-failed')).toContainText('Could not load the data: Server failure');
  await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(panel.getByTestId('today-pieces')).toHaveCount(0);
  // The common error display (spec part 1 section 8): the catalogue's message in a toast.
  await expect.poll(() => seenToasts(page)).toContain('Server failure');
});
