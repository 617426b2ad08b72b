import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4310);
// The specs publish as devices to the server's broker on this port (see fixtures/mqttDevice.ts).
const MQTT_PORT = process.env.E2E_MQTT_PORT ?? '18830';
process.env.E2E_MQTT_PORT = MQTT_PORT;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mmc-e2e-'));

/** The browser suite: Debian's Chromium against the built server on a fresh SQLite database. */
export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'en-US',
    viewport: { width: 1600, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    // A failed test keeps its trace: every action with its locator, timing and error, and the test's
    // steps and sources, beside the failure's screenshot (below) and Playwright's error context (the
    // page's accessibility tree at the failure). Neither the screencast nor the DOM snapshots (with
    // which Playwright also records the network): on a 2-core machine the screencast took about a
    // third of the suite's CPU, and the snapshots a further sixth (one file of ten tests: 222 CPU-s
    // with them, 187 without, 182 with no trace at all).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node ../server/dist/main.js',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // SMS_OUTBOX_HTTP: the phone specs read the codes the development SMS provider "sent" (GET /dev/sms-outbox).
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SIMULATOR: 'false', MQTT_PORT, SMS_OUTBOX_HTTP: '1' },
  },
});
