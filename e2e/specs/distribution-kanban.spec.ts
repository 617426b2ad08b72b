import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { MqttDevice, mqttPort } from '../fixtures/mqttDevice';
import { signIn } from '../fixtures/signIn';
import { SCREENSHOT_DIR } from '../fixtures/screenshots';
import { FullscreenToggle } from '../pages/FullscreenToggle';

const screenshots = SCREENSHOT_DIR;

test('the distribution kanban counts devices by region and status, live', async ({ page }) => {
  const a = await MqttDevice.connect('dev-wuzhong-wj-01', mqttPort());
  const b = await MqttDevice.connect('dev-wuzhong-wj-02', mqttPort());
  try {
    await a.status('Estop');
    await b.status('Idle');
    await signIn(page);
    await page.goto('/distributionkanban');
    const row = (region: string) => page.locator(`[data-testid="distribution-row"][data-region="${region}"]`);
    // tenantadmin's scope: 6 devices in China (the undocumented one has no region).
    await expect(row('China').getByTestId('count-total')).toHaveText('6');
    await expect(row('Shandong').getByTestId('count-total')).toHaveText('3');
    await expect(row('Jiangsu').getByTestId('count-total')).toHaveText('2');
    await expect(row('Jiangsu').getByTestId('count-Estop')).toHaveText('1');
    await expect(row('Jiangsu').getByTestId('count-Idle')).toHaveText('1');

    await a.status('Running');
    await expect(row('Jiangsu').getByTestId('count-Estop')).toHaveText('0', { timeout: 2000 });
    await expect(row('Suzhou').getByTestId('count-Running')).toHaveText('1');

    await new FullscreenToggle(page).enter();
    await expect(page).toHaveURL(/\/distributionkanban\/full$/);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect(row('China')).toBeVisible();
    fs.mkdirSync(screenshots, { recursive: true });
    await page.screenshot({ path: path.join(screenshots, 'distribution-kanban.png') });
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
});
