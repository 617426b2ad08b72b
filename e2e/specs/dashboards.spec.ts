import { expect, test } from '@playwright/test';
import { graphqlCall, tokenOf } from '../fixtures/api';
import { closeWithEscape } from '../fixtures/layers';
import { MqttDevice, mqttPort } from '../fixtures/mqttDevice';
import { signIn } from '../fixtures/signIn';

// Spec colours: Running green, Idle yellow, Estop red, Offline grey (as the kanbans).
const COLOR = { Running: 'rgb(34, 197, 94)', Idle: 'rgb(250, 204, 21)', Estop: 'rgb(239, 68, 68)', Offline: 'rgb(156, 163, 175)' };
const DEVICE = 'dev-qilu-laser-01';

test('create, rename and delete a dashboard on the list page', async ({ page }) => {
  await signIn(page);
  await page.goto('/customDashboard/list');
  const title = `E2E ${Date.now() % 100000}`;

  await page.getByTestId('dashboard-new').click();
  const dialog = page.getByTestId('dashboard-dialog');
  await expect(dialog).toContainText('Create dashboard');
  await dialog.getByTestId('dashboard-save').click();
  await expect(dialog).toContainText('The dashboard title is required');
  await dialog.getByLabel('Dashboard title').fill(title);
  await dialog.getByLabel('Dashboard description').fill('Hall 3 lasers');
  await dialog.getByTestId('dashboard-save').click();
  await expect(page.getByText('Created.')).toBeVisible();

  // The newest first: the new card leads the list, with the default cover, the owner and the time.
  const card = page.getByTestId('dashboard-card').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(page.getByTestId('dashboard-card').first()).toContainText(title);
  await expect(card).toContainText('Owner tenantadmin');
  await expect(card.getByTestId('dashboard-updated')).toHaveText(/^Updated \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await expect(card.getByTestId('dashboard-cover')).toHaveAttribute('data-default', 'true');

  // Actions appear on hover.
  await card.hover();
  await expect(card.getByTestId('dashboard-card-actions')).toHaveCSS('opacity', '1');
  await card.getByTestId('dashboard-rename').click();
  const rename = page.getByTestId('dashboard-dialog');
  await expect(rename).toContainText('Rename dashboard');
  await expect(rename.getByLabel('Dashboard title')).toHaveValue(title);
  await rename.getByLabel('Dashboard title').fill(`${title} B`);
  await rename.getByTestId('dashboard-save').click();
  await expect(page.getByText('Dashboard renamed.')).toBeVisible();
  const renamed = page.getByTestId('dashboard-card').filter({ hasText: `${title} B` });
  await expect(renamed).toHaveCount(1);

  // Asked from the keyboard and closed with Escape, the question gives focus back to the button
  // that asked it (DialogFrame's useOpener: a dialog that drops its content on closing otherwise
  // left focus on the page body, and the next Tab started at the top).
  await renamed.hover();
  const remove = renamed.getByTestId('dashboard-delete');
  await remove.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByTestId('dashboard-delete-dialog');
  await expect(confirm).toBeVisible();
  await closeWithEscape(page, confirm);
  await expect(remove).toBeFocused();

  await remove.click();
  await expect(confirm).toContainText(`Delete the dashboard: ${title} B?`);
  await confirm.getByTestId('confirm-ok').click();
  await expect(page.getByText('Deleted.')).toBeVisible();
  await expect(page.getByTestId('dashboard-card').filter({ hasText: title })).toHaveCount(0);
});

test('the view shows an AndonCard in its device status colour and recolours it live', async ({ page, request }) => {
  const laser = await MqttDevice.connect(DEVICE, mqttPort());
  try {
    await laser.status('Running');
    const token = await tokenOf(request, 'tenantadmin');
    const content = {
      canvasStyle: { width: 1920, height: 1080, scale: 100, theme: 'dark' },
      componentData: [
        {
          id: 'andon-1',
          component: 'AndonCard',
          label: 'Andon card',
          group: 'proprietary',
          propValue: { uuid: DEVICE },
          style: { left: 100, top: 100, width: 400, height: 200, rotate: 0, opacity: 1, color: '#ffffff', fontSize: 24 },
          animations: [],
          events: {},
          isLock: false,
        },
        {
          id: 'text-1',
          component: 'VText',
          label: 'Text',
          group: 'basic',
          propValue: 'Hall 3',
          style: { left: 600, top: 100, width: 300, height: 40, rotate: 0, opacity: 1, fontSize: 28, fontWeight: 400, lineHeight: 1.5, letterSpacing: 0, textAlign: 'left', color: '#ffffff', padding: 0 },
          animations: [],
          events: {},
          isLock: false,
        },
      ],
    };
    const created = await graphqlCall(
      request,
      'mutation C($input: CreateDashboardInput!) { createDashboard(input: $input) { id } }',
      { input: { name: 'E2E Andon', description: '', content: JSON.stringify(content) } },
      token,
    );
    const id = created.createDashboard.id as string;

    await signIn(page);
    await page.goto(`/customDashboard/view?id=${id}`);
    await expect(page).toHaveTitle('E2E Andon');
    await expect(page.getByTestId('dashboard-vtext')).toHaveText('Hall 3');
    const andon = page.getByTestId('dashboard-andon');
    await expect(andon).toHaveAttribute('data-status', 'Running');
    await expect(andon).toHaveCSS('background-color', COLOR.Running);

    await laser.status('Estop');
    await expect(andon).toHaveAttribute('data-status', 'Estop');
    await expect(andon).toHaveCSS('background-color', COLOR.Estop);
    await expect(andon).toContainText('Emergency stop');

    await laser.status('Idle');
    await expect(andon).toHaveCSS('background-color', COLOR.Idle);
    await graphqlCall(request, 'mutation D($id: ID!) { deleteDashboard(id: $id) }', { id }, token);
  } finally {
    await laser.close();
  }
});

test("a component's events: alert shows its text and redirect opens a path of this site; a global function named by the content cannot be stored, and the pages run under the site's CSP without a violation", async ({ page, request }) => {
  const token = await tokenOf(request, 'tenantadmin');
  const text = (id: string, left: number, events: Record<string, string>) => ({
    id,
    component: 'VText',
    label: 'Text',
    group: 'basic',
    propValue: id,
    style: { left, top: 100, width: 300, height: 60, rotate: 0, opacity: 1, fontSize: 28, fontWeight: 400, lineHeight: 1.5, letterSpacing: 0, textAlign: 'left', color: '#ffffff', padding: 0 },
    animations: [],
    events,
    isLock: false,
  });
  const content = (componentData: unknown[]) => JSON.stringify({ canvasStyle: { width: 1920, height: 1080, scale: 100, theme: 'dark' }, componentData });
  const create = (name: string, componentData: unknown[]) =>
    graphqlCall(request, 'mutation C($input: CreateDashboardInput!) { createDashboard(input: $input) { id } }', { input: { name, description: '', content: content(componentData) } }, token);
  // The review's payload: refused, nothing stored.
  await expect(create('E2E eval', [text('Evil', 100, { eval: 'window.__pwned = 1' })])).rejects.toThrow(/dashboard_event_name|events\.eval/);
  const id = (await create('E2E events', [text('Alarm', 100, { alert: 'Line 1 stopped' }), text('List', 600, { redirect: '/customDashboard/list' })])).createDashboard.id as string;

  // Every CSP violation of the pages, as the browser reports it to them.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  try {
    await signIn(page);
    await page.goto(`/customDashboard/view?id=${id}`);
    await expect(page.getByText('Alarm', { exact: true })).toBeVisible();
    expect(await violations()).toEqual([]);
    // Handled as it opens: an alert holds the page (and the click) until it is answered.
    const shown = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.message()))));
    await page.getByText('Alarm', { exact: true }).click();
    expect(await shown).toBe('Line 1 stopped');
    await page.getByText('List', { exact: true }).click();
    await expect(page).toHaveURL(/\/customDashboard\/list$/);
    // The explorer's editor runs its workers from this site's files.
    await page.goto('/explorer');
    await expect(page.locator('.graphiql-container .monaco-editor').first()).toBeVisible();
    // Its language features come from a worker: completion of a field proves the worker ran.
    await page.locator('.graphiql-query-editor .monaco-editor').first().click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('{ devi');
    await expect(page.locator('.monaco-editor .suggest-widget').getByText('devices', { exact: true }).first()).toBeVisible();
    expect(await violations()).toEqual([]);
  } finally {
    await graphqlCall(request, 'mutation D($id: ID!) { deleteDashboard(id: $id) }', { id }, token);
  }
});
