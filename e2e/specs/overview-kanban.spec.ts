import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { MqttDevice, mqttPort } from '../fixtures/mqttDevice';
import { signIn } from '../fixtures/signIn';
import { OverviewKanban } from '../pages/OverviewKanban';
import { SCREENSHOT_DIR } from '../fixtures/screenshots';

const screenshots = SCREENSHOT_DIR;
// Spec colours: Running green, Idle yellow, Estop red, Offline grey.
const COLOR = { Running: 'rgb(34, 197, 94)', Idle: 'rgb(250, 204, 21)', Estop: 'rgb(239, 68, 68)', Offline: 'rgb(156, 163, 175)' };

let laser: MqttDevice;
let waterjet: MqttDevice;
let haiyun: MqttDevice;

test.beforeAll(async () => {
  laser = await MqttDevice.connect('dev-qilu-laser-01', mqttPort());
  waterjet = await MqttDevice.connect('dev-wuzhong-wj-01', mqttPort());
  haiyun = await MqttDevice.connect('dev-haiyun-laser-01', mqttPort());
});

test.afterAll(async () => {
  await Promise.all([laser, waterjet, haiyun].map((d) => d?.close()));
});

test('the overview shows the tenant devices with live colours, and a sub-tenant narrows the cards', async ({ page }) => {
  await laser.status('Running');
  await waterjet.status('Idle');
  await haiyun.status('Estop');
  await signIn(page);
  const overview = new OverviewKanban(page);
  await overview.open();

  // tenantadmin's tenant (Jinan Photon Machinery) and all its sub-tenants: 7 seeded devices.
  await expect(overview.title()).toHaveText('Jinan Photon Machinery (7 devices)');
  await expect(overview.cards()).toHaveCount(7);
  await expect(page.getByTestId('carousel-pager')).toBeVisible();
  await expect(overview.card('dev-xihu-wj-01')).toHaveCount(0); // another maker's device

  const expectColour = async (uuid: string, status: keyof typeof COLOR) => {
    const card = overview.card(uuid);
    await expect(card).toHaveAttribute('data-status', status);
    await expect(card.getByTestId('status-dot')).toHaveCSS('background-color', COLOR[status]);
    await expect(card).toHaveCSS('border-top-color', COLOR[status]);
  };
  await expectColour('dev-qilu-laser-01', 'Running');
  await expectColour('dev-wuzhong-wj-01', 'Idle');
  await expectColour('dev-haiyun-laser-01', 'Estop');
  await expectColour('dev-nodoc-laser-01', 'Offline');
  // The cover picture is the first cover item's stored file, and it really loads (GET /files with the session cookie).
  const cover = overview.card('dev-qilu-laser-01').locator('img');
  await expect(cover).toHaveAttribute('src', /^\/files\/ncmaintain\/[0-9a-f]{64}\.png$/);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // Each card has today's legend and a day timeline labelled every 6 h.
  const first = overview.card('dev-qilu-laser-01');
  await expect(first.getByTestId('efficiency-legend')).toContainText('Running');
  // The day so far comes from the seeded history; it ends with the live status, Running (then the rest of the day).
  const timeline = first.getByTestId('day-timeline');
  await expect(timeline.locator('[data-status]:not([data-status="RemainingTime"])').last()).toHaveAttribute('data-status', 'Running');
  await expect(timeline.locator('[data-status]').last()).toHaveAttribute('data-status', 'RemainingTime');
  // The axis says its time zone (GMT +8), not only its accessible name.
  await expect(first.getByTestId('timeline-zone')).toHaveText('GMT +8');
  await expect(first).toContainText('06:00');
  await expect(first).toContainText('18:00');

  fs.mkdirSync(screenshots, { recursive: true });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await overview.open(true);
  await expect(overview.cards()).toHaveCount(7);
  await expect(overview.card('dev-haiyun-laser-01')).toHaveAttribute('data-status', 'Estop');
  await page.screenshot({ path: path.join(screenshots, 'overview-kanban.png') });
  await page.setViewportSize({ width: 1600, height: 900 });
  await overview.open();

  await overview.pickTenant('Jiangsu');
  await expect(overview.title()).toHaveText('Jiangsu (2 devices)');
  await expect(overview.cards()).toHaveCount(2);
  await expect(overview.card('dev-wuzhong-wj-01')).toBeVisible();
  await expect(overview.card('dev-wuzhong-wj-02')).toBeVisible();

  await overview.pickTenant('Qilu Precision Sheet Metal');
  await expect(overview.title()).toHaveText('Qilu Precision Sheet Metal (2 devices)');
  await expect(overview.cards()).toHaveCount(2);
  await expect(overview.card('dev-qilu-laser-02')).toBeVisible();
  await expect(overview.card('dev-wuzhong-wj-01')).toHaveCount(0);

  // A province with one customer, and the tenant of devices without an owner.
  await overview.pickTenant('Guangdong');
  await expect(overview.cards()).toHaveCount(1);
  await overview.pickTenant('Undocumented devices');
  await expect(overview.cards()).toHaveCount(1);
  await expect(overview.card('dev-nodoc-laser-01')).toBeVisible();
});

test('a status published over MQTT recolours its card within 2 s', async ({ page }) => {
  await laser.status('Running');
  await signIn(page);
  const overview = new OverviewKanban(page);
  await overview.open();
  const card = overview.card('dev-qilu-laser-01');
  await expect(card).toHaveAttribute('data-status', 'Running');

  for (const status of ['Estop', 'Idle', 'Offline', 'Running'] as const) {
    const sent = Date.now();
    await laser.status(status);
    await expect(card).toHaveAttribute('data-status', status, { timeout: 2000 });
    await expect(card.getByTestId('status-dot')).toHaveCSS('background-color', COLOR[status], { timeout: 2000 });
    expect(Date.now() - sent).toBeLessThan(2000);
  }
  // An unknown status shows as Offline.
  await laser.status('Unknow' as 'Offline');
  await expect(card).toHaveAttribute('data-status', 'Offline', { timeout: 2000 });
});

test('a card opens the detail kanban by click and by keyboard', async ({ page }) => {
  await signIn(page);
  const overview = new OverviewKanban(page);
  await overview.open();
  await overview.pickTenant('Qilu Precision Sheet Metal');
  await expect(overview.cards()).toHaveCount(2);
  await overview.card('dev-qilu-laser-02').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/devicedetailskanban\?uuid=dev-qilu-laser-02&product_id=[^&]+/);
  await expect(page.getByTestId('detail-layout')).toHaveAttribute('data-industry', 'laser');
});
