import { type Locator, type Page, expect, test } from '@playwright/test';
import { graphqlCall, tokenOf } from '../fixtures/api';
import { closeWithEscape } from '../fixtures/layers';
import { MqttDevice, mqttPort } from '../fixtures/mqttDevice';
import { signIn } from '../fixtures/signIn';

// Issue 15: the designer against the real server: drop, bind a live device, drag with snapping,
// group, undo, redo, save with a cover, reopen.
const DEVICE = 'dev-qilu-laser-01';

let device: MqttDevice;
test.beforeAll(async () => {
  device = await MqttDevice.connect(DEVICE, mqttPort());
});
test.afterAll(async () => {
  await device?.close();
});

const items = (page: Page) => page.getByTestId('dd-canvas').getByTestId('dd-item');
const item = (page: Page, type: string) => page.getByTestId('dd-canvas').locator(`[data-testid="dd-item"][data-type="${type}"]`);

async function canvasOrigin(page: Page) {
  const box = await page.getByTestId('dd-canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  return box;
}

async function geometry(locator: Locator) {
  const [left, top, width, height] = await Promise.all(['data-left', 'data-top', 'data-width', 'data-height'].map((a) => locator.getAttribute(a)));
  return { left: Number(left), top: Number(top), width: Number(width), height: Number(height) };
}

async function dashboardById(request: Parameters<typeof graphqlCall>[0], token: string, id: string) {
  return (await graphqlCall(request, 'query D($id: ID!) { dashboard(id: $id) { id name description content coverIcon version } }', { id }, token)).dashboard as {
    id: string;
    name: string;
    description: string;
    content: string;
    coverIcon: string | null;
    version: number;
  };
}

test('designer: drop a text and a live andon card, drag with snapping, group, undo, redo, save with a cover, reopen the same layout', async ({ page, request }) => {
  const token = await tokenOf(request, 'tenantadmin');
  const created = await graphqlCall(request, 'mutation C($input: CreateDashboardInput!) { createDashboard(input: $input) { id version } }', { input: { name: `E2E ${Date.now().toString(36)}`.slice(0, 16), description: 'designer' } }, token);
  const id = created.createDashboard.id as string;

  await signIn(page);
  await page.goto(`/customDashboard/edit?id=${id}`);
  const canvas = page.getByTestId('dd-canvas');
  // The designer's chunk loads on first visit (a loaded test machine can take a while).
  await expect(canvas).toBeVisible({ timeout: 30_000 });
  await expect(items(page)).toHaveCount(0);
  // No selection: the right panel shows the canvas properties (spec defaults 1920*1080, dark).
  await expect(page.getByTestId('dd-page-size')).toHaveValue('1920*1080');
  await expect(page.getByTestId('dd-canvas-width')).toBeDisabled();

  // Drop from the library (HTML5 drag and drop): the top-left corner lands at the drop point.
  await page.getByTestId('dd-library-VText').dragTo(canvas, { targetPosition: { x: 100, y: 100 } });
  await expect(item(page, 'VText')).toHaveCount(1);
  expect(await geometry(item(page, 'VText'))).toEqual({ left: 100, top: 100, width: 200, height: 28 });
  await page.getByTestId('dd-library-AndonCard').dragTo(canvas, { targetPosition: { x: 400, y: 200 } });
  await expect(item(page, 'AndonCard')).toHaveCount(1);
  expect(await geometry(item(page, 'AndonCard'))).toMatchObject({ left: 400, top: 200 });
  // The dropped component is selected: its tabs replace the canvas properties.
  await expect(page.getByTestId('dd-component-tabs')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Data' })).toBeVisible();

  await page.getByTestId('dd-toolbar-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Saved successfully' })).toBeVisible();

  // Bind the andon card to a simulated device (through the API: the data tab's device picker is the view work's), then reopen.
  const saved = await dashboardById(request, token, id);
  const content = JSON.parse(saved.content) as { componentData: { component: string; propValue: unknown }[] };
  content.componentData.find((c) => c.component === 'AndonCard')!.propValue = { uuid: DEVICE };
  await graphqlCall(
    request,
    'mutation S($input: SaveDashboardInput!) { saveDashboard(input: $input) { version } }',
    { input: { id, name: saved.name, description: saved.description, content: JSON.stringify(content), baseVersion: saved.version } },
    token,
  );
  await page.reload();
  await expect(item(page, 'AndonCard')).toHaveCount(1);
  // Live in the designer: the card follows the device's status.
  await device.status('Estop');
  await expect(item(page, 'AndonCard').getByTestId('dashboard-andon')).toHaveAttribute('data-status', 'Estop');
  await device.status('Running');
  await expect(item(page, 'AndonCard').getByTestId('dashboard-andon')).toHaveAttribute('data-status', 'Running');

  // Drag the text so that its left edge comes 2 px right of the card's left edge: it snaps to 400, guide line shown.
  const origin = await canvasOrigin(page);
  const text = item(page, 'VText');
  const start = { x: origin.x + 200, y: origin.y + 114 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(start.x + (302 * i) / 10, start.y + (400 * i) / 10);
  await expect(page.getByTestId('dd-guide').first()).toBeVisible();
  await expect(page.locator('[data-testid="dd-guide"][data-orientation="v"][data-position="400"]')).toHaveCount(1);
  await page.mouse.up();
  await expect(text).toHaveAttribute('data-left', '400');
  await expect(text).toHaveAttribute('data-top', '500');
  await expect(page.getByTestId('dd-guide')).toHaveCount(0);

  // Area selection around both, then 组合.
  await expect(page.getByTestId('dd-toolbar-compose')).toBeDisabled();
  await page.mouse.move(origin.x + 50, origin.y + 50);
  await page.mouse.down();
  await page.mouse.move(origin.x + 400, origin.y + 400, { steps: 5 });
  await page.mouse.move(origin.x + 700, origin.y + 600, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByTestId('dd-area')).toBeVisible();
  await expect(page.getByTestId('dd-toolbar-alignment')).toBeEnabled();
  await page.getByTestId('dd-toolbar-compose').click();
  await expect(items(page)).toHaveCount(1);
  const group = item(page, 'Group');
  expect(await geometry(group)).toEqual({ left: 400, top: 200, width: 240, height: 328 });
  await expect(page.getByTestId('dd-toolbar-decompose')).toBeEnabled();

  await page.getByTestId('dd-toolbar-undo').click();
  await expect(items(page)).toHaveCount(2);
  await expect(item(page, 'VText')).toHaveAttribute('data-left', '400');
  await page.getByTestId('dd-toolbar-redo').click();
  await expect(items(page)).toHaveCount(1);
  await expect(item(page, 'Group')).toHaveCount(1);
  // Keyboard too: Ctrl+Z and Ctrl+Y.
  await page.keyboard.press('Control+z');
  await expect(items(page)).toHaveCount(2);
  await page.keyboard.press('Control+y');
  await expect(item(page, 'Group')).toHaveCount(1);

  await page.getByTestId('dd-toolbar-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Saved successfully' })).toBeVisible();

  // Reopen: the same layout.
  await page.reload();
  await expect(items(page)).toHaveCount(1);
  expect(await geometry(item(page, 'Group'))).toEqual({ left: 400, top: 200, width: 240, height: 328 });
  await expect(item(page, 'Group').getByTestId('dashboard-andon')).toHaveAttribute('data-uuid', DEVICE);

  // The saved cover: a JPEG data URL captured at half scale.
  const stored = await dashboardById(request, token, id);
  expect(stored.coverIcon).toMatch(/^data:image\/jpeg;base64,/);
  const size = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  }, stored.coverIcon!);
  expect(size).toEqual({ width: 960, height: 540 });
  const storedContent = JSON.parse(stored.content) as { componentData: { component: string; propValue: { component: string }[] }[] };
  expect(storedContent.componentData.map((c) => c.component)).toEqual(['Group']);
  expect(storedContent.componentData[0]!.propValue.map((c) => c.component).sort()).toEqual(['AndonCard', 'VText']);
});

test('designer: the right-click menu follows the selection, and a save over a newer version offers reload or a copy', async ({ page, request }) => {
  const token = await tokenOf(request, 'tenantadmin');
  const created = await graphqlCall(request, 'mutation C($input: CreateDashboardInput!) { createDashboard(input: $input) { id } }', { input: { name: `M${Date.now().toString(36)}`.slice(0, 10) } }, token);
  const id = created.createDashboard.id as string;
  await signIn(page);
  await page.goto(`/customDashboard/edit?id=${id}`);
  const canvas = page.getByTestId('dd-canvas');
  // The designer's chunk loads on first visit (a loaded test machine can take a while).
  await expect(canvas).toBeVisible({ timeout: 30_000 });

  // No selection: only 粘贴 (Paste).
  await canvas.click({ button: 'right', position: { x: 600, y: 400 } });
  await expect(page.getByTestId('dd-context-menu').getByRole('menuitem')).toHaveText(['Paste']);
  await closeWithEscape(page, page.getByTestId('dd-context-menu'));

  // Click-to-add for keyboard users; then the full menu on the component.
  await page.getByTestId('dd-library-VText').click();
  await expect(items(page)).toHaveCount(1);
  await items(page).first().click({ button: 'right' });
  await expect(page.getByTestId('dd-context-menu').getByRole('menuitem')).toHaveText(['Copy', 'Paste', 'Cut', 'Delete', 'Lock', 'Bring to front', 'Send to back', 'Move up', 'Move down']);
  await page.getByTestId('dd-context-menu').getByRole('menuitem', { name: 'Bring to front' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Already at the top' })).toBeVisible();
  await items(page).first().click({ button: 'right' });
  await page.getByTestId('dd-context-menu').getByRole('menuitem', { name: 'Copy' }).click();
  // Paste from the menu lands at the menu position.
  await canvas.click({ button: 'right', position: { x: 700, y: 300 } });
  await page.getByTestId('dd-context-menu').getByRole('menuitem', { name: 'Paste' }).click();
  await expect(items(page)).toHaveCount(2);
  await expect(items(page).nth(1)).toHaveAttribute('data-left', '700');
  await expect(items(page).nth(1)).toHaveAttribute('data-top', '300');
  // A locked component shows only 解锁 (Unlock).
  await items(page).nth(1).click({ button: 'right' });
  await page.getByTestId('dd-context-menu').getByRole('menuitem', { name: 'Lock' }).click();
  await items(page).nth(1).click({ button: 'right' });
  await expect(page.getByTestId('dd-context-menu').getByRole('menuitem')).toHaveText(['Unlock']);
  await closeWithEscape(page, page.getByTestId('dd-context-menu'));

  // Saved; then someone else saves meanwhile, and this tab's next save is refused, offering reload or a copy.
  await page.getByTestId('dd-toolbar-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Saved successfully' })).toBeVisible();
  const now = await dashboardById(request, token, id);
  await graphqlCall(request, 'mutation S($input: SaveDashboardInput!) { saveDashboard(input: $input) { version } }', { input: { id, name: now.name, description: now.description, content: now.content, baseVersion: now.version } }, token);
  await items(page).first().click();
  await page.keyboard.press('ArrowRight');
  await expect(items(page).first()).toHaveAttribute('data-left', '21');
  await page.getByTestId('dd-toolbar-save').click();
  const dialog = page.getByTestId('dd-conflict-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('dd-conflict-copy').click();
  await expect(page).not.toHaveURL(new RegExp(`id=${id}$`));
  await expect(items(page)).toHaveCount(2);
  const copyId = new URL(page.url()).searchParams.get('id')!;
  const copy = await dashboardById(request, token, copyId);
  expect(copy.name).toContain('copy');
  expect((JSON.parse(copy.content) as { componentData: unknown[] }).componentData).toHaveLength(2);
});
