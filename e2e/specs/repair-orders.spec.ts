import { type Page, expect, test } from '@playwright/test';
import { personPage } from '../fixtures/signIn';
import { recordToasts, seenToasts } from '../fixtures/toasts';
import { pngFile } from '../pages/ProductManuals';

/**
 * Issue 17, repair orders end to end in Chromium: a customer reports a repair from a machine's
 * public page without signing in (by SN, with the drag verification and a picture uploaded with
 * its pass), the maker's administrator (who sees the picture)
 * dispatches it, the member accepts and transfers it, the second member closes it with a
 * service record, the customer signs in and evaluates, and the timeline shows all six steps.
 * The maintenance home lists the order as unprocessed until the member accepts it, then as
 * unclosed only until it is closed.
 */

const SN = 'JN2025L3015001'; // Qilu's PL-3015 laser; the customer account's phone is the reported mobile

/** Drags the slider handle to the end with the mouse, as a person does. */
async function slideToVerify(page: Page) {
  await page.getByTestId('verify-start').click();
  const slider = page.getByRole('slider', { name: 'Slide to verify' });
  const handle = page.getByTestId('drag-verify-handle');
  const track = await slider.boundingBox();
  const grip = await handle.boundingBox();
  if (!track || !grip) throw new Error('the slider is not laid out');
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(track.x + track.width + 20, grip.y + grip.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(slider).toHaveAttribute('data-status', 'passed');
}

const detail = (page: Page) => page.getByTestId('repair-detail');
/** The order's row in a list of the maintenance home (`unclosed` or `unprocessed`). */
const homeRow = (page: Page, kind: 'unclosed' | 'unprocessed', number: string) => page.getByTestId(`repair-home-${kind}`).getByTestId('repair-home-row').filter({ hasText: number });
const status = (page: Page) => detail(page).getByTestId('repair-status').first();

test('a repair from report without sign-in to evaluation, with all six timeline steps', async ({ browser }) => {
  // Five people each sign in on their own browser: more than the default minute on a busy machine.
  test.setTimeout(240_000);
  // 1. The customer, not signed in, opens the machine's public report page by SN.
  const anonymous = await (await browser.newContext()).newPage();
  await recordToasts(anonymous);
  await anonymous.goto(`/repair/report?sn=${SN}`);
  const form = anonymous.getByTestId('repair-form');
  await expect(form.getByLabel('SN', { exact: true })).toHaveValue(SN);
  await expect(form.getByLabel('Model', { exact: true })).toHaveValue('PL-3015 Fiber Laser 6 kW');
  // Submitting before the verification is not possible; an empty form shows the required fields.
  await expect(anonymous.getByTestId('repair-submit')).toBeDisabled();
  await form.getByLabel('Name', { exact: true }).fill('Chen Jing');
  await form.getByLabel('Mobile', { exact: true }).fill('13800000005');
  await form.getByLabel('Company', { exact: true }).fill('Qilu Precision Sheet Metal');
  await form.getByLabel('Agent', { exact: true }).fill('Jinan dealer');
  await form.getByLabel('Problem description', { exact: true }).fill('The cutting head collides at the sheet edge');
  await form.getByLabel('Repair type', { exact: true }).selectOption({ label: 'Mechanical fault' });
  await anonymous.getByTestId('repair-allow-query').click();
  // Pictures open once the verification passed; the picture goes up with its pass and shows without a session.
  await expect(form.getByTestId('repair-files-locked')).toBeVisible();
  await slideToVerify(anonymous);
  await expect(form.getByTestId('repair-files-locked')).toHaveCount(0);
  await form.getByTestId('repair-pictures-input').setInputFiles(pngFile('cutting-head.png'));
  const uploaded = form.getByTestId('repair-pictures').getByTestId('attachment');
  await expect(uploaded).toHaveCount(1);
  await expect.poll(() => uploaded.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await anonymous.getByTestId('repair-submit').click();
  const receipt = anonymous.getByTestId('public-receipt');
  await expect(receipt).toContainText(/Your repair number is RO\d{18}/);
  const number = (await receipt.textContent())!.match(/RO\d{18}/)![0];
  // "Query my repair by SN": the requester allowed it.
  await anonymous.getByTestId('public-query-button').click();
  const queried = anonymous.getByTestId('public-query-row').filter({ hasText: number });
  await expect(queried).toContainText('Pending');
  await expect(queried).toContainText('25%');
  expect(await seenToasts(anonymous)).toEqual([]);

  // 2. The maker's administrator sees it on the maintenance home as unprocessed (and unclosed), finds it in the list and dispatches it.
  const admin = await personPage(browser, 'tenantadmin');
  await admin.goto('/maintenancehome');
  await expect(homeRow(admin, 'unprocessed', number).getByTestId('repair-status')).toHaveText('Pending');
  await expect(homeRow(admin, 'unclosed', number)).toContainText('Qilu Precision Sheet Metal');
  await homeRow(admin, 'unprocessed', number).getByRole('link', { name: number }).click();
  await expect(detail(admin)).toHaveAttribute('data-state', 'reported');
  await admin.goto('/repairorderquery');
  const table = admin.getByTestId('repair-table');
  const row = table.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('Pending');
  await row.click();
  await admin.getByRole('button', { name: 'Detail', exact: true }).click();
  await expect(detail(admin)).toHaveAttribute('data-state', 'reported');
  // The customer's picture is on the order, readable with the administrator's session.
  const photo = detail(admin).getByRole('link', { name: 'cutting-head.png', exact: true });
  await expect(photo).toBeVisible();
  const shown = await admin.request.get((await photo.getAttribute('href'))!);
  expect(shown.status()).toBe(200);
  expect(shown.headers()['content-type']).toBe('image/png');
  const detailUrl = admin.url();
  expect(detailUrl).toMatch(/\/repairorderdetail\?id=\d+$/);
  await admin.getByTestId('repair-dispatch-form').getByLabel('Member', { exact: true }).selectOption({ label: 'Wang Fang' });
  await admin.getByTestId('repair-dispatch').click();
  await expect(detail(admin)).toHaveAttribute('data-state', 'dispatched');
  await expect(detail(admin).getByTestId('repair-fields')).toContainText('Wang Fang');
  // A reminder for the member: a custom interval outside the rule is refused in place, then 8 hours is set.
  const remind = admin.getByTestId('repair-remind');
  await remind.getByLabel('Remind after', { exact: true }).selectOption({ label: 'Custom' });
  await remind.getByLabel('Minutes', { exact: true }).fill('0');
  await admin.getByTestId('repair-remind-submit').click();
  await expect(remind.getByText('Remind after 1 to 43200 minutes (whole minutes)')).toBeVisible();
  await remind.getByLabel('Remind after', { exact: true }).selectOption({ label: '8 hours' });
  await admin.getByTestId('repair-remind-submit').click();
  await expect(admin.getByText(/Reminder set for /)).toBeVisible();

  // 3. The member it went to accepts it and transfers it to another member.
  const member = await personPage(browser, 'maintainer');
  await member.goto(detailUrl);
  await member.getByTestId('repair-accept').click();
  await expect(detail(member)).toHaveAttribute('data-state', 'processing');
  await expect(status(member)).toHaveText('Processing');
  await member.getByTestId('repair-transfer-form').getByLabel('Member', { exact: true }).selectOption({ label: 'Zhang Min' });
  await member.getByTestId('repair-transfer').click();
  await expect(detail(member).getByTestId('repair-fields')).toContainText('Zhang Min');
  // It is no longer the first member's to close.
  await expect(member.getByTestId('repair-close-form')).toHaveCount(0);
  // Accepted: no longer unprocessed on the maintenance home, still unclosed. The member leaves the home open.
  await member.goto('/maintenancehome');
  await expect(homeRow(member, 'unclosed', number).getByTestId('repair-status')).toHaveText('Processing');
  await expect(homeRow(member, 'unprocessed', number)).toHaveCount(0);
  const unclosedTotal = member.getByTestId('repair-home-unclosed').getByTestId('repair-home-total');
  const unclosedBefore = Number(await unclosedTotal.textContent());

  // 4. The second member closes it with the service record (required).
  const second = await personPage(browser, 'maintadmin');
  await second.goto(detailUrl);
  await second.getByTestId('repair-close').click();
  await expect(second.getByTestId('repair-close-form')).toContainText('Required');
  await second.getByTestId('repair-close-form').getByLabel('Service record', { exact: true }).fill('Replaced the nozzle and recalibrated the height sensor');
  await second.getByTestId('repair-close').click();
  await expect(detail(second)).toHaveAttribute('data-state', 'awaitingEvaluation');
  await expect(status(second)).toHaveText('Awaiting evaluation');
  // Closed: the first member's open maintenance home drops it by itself (the repair order table's version changed).
  await expect(unclosedTotal).toHaveText(String(unclosedBefore - 1));
  await expect(homeRow(member, 'unclosed', number)).toHaveCount(0);

  // 5. The customer signs in (the account's phone is the reported mobile) and evaluates.
  const customer = await personPage(browser, 'customer');
  await customer.goto(detailUrl);
  const evaluation = customer.getByTestId('repair-evaluate-form');
  for (const name of ['Overall', 'Response speed', 'Repair quality', 'Service attitude']) {
    const stars = evaluation.getByRole('slider', { name });
    await stars.focus();
    await stars.press('End');
  }
  await evaluation.getByLabel('Comment', { exact: true }).fill('Fast and tidy');
  await customer.getByTestId('repair-evaluate').click();
  await expect(detail(customer)).toHaveAttribute('data-state', 'completed');
  await expect(status(customer)).toHaveText('Completed');
  await expect(customer.getByTestId('repair-evaluation')).toContainText('Fast and tidy');

  // 6. The timeline: the first 2 steps, then all six with see more, then 2 again with collapse.
  const timeline = customer.getByTestId('repair-timeline');
  await expect(timeline.getByTestId('timeline-entry')).toHaveCount(2);
  await timeline.getByRole('button', { name: 'See more' }).click();
  const entries = timeline.getByTestId('timeline-entry');
  await expect(entries).toHaveCount(6);
  for (const [i, type] of ['1', '2', '3', '4', '5', '6'].entries()) await expect(entries.nth(i)).toHaveAttribute('data-type', type);
  await expect(entries.nth(0)).toContainText('Chen Jing created the order');
  await expect(entries.nth(1)).toContainText('Li Wei sent it to Wang Fang');
  await expect(entries.nth(2)).toContainText('Wang Fang accepted it');
  await expect(entries.nth(3)).toContainText('Wang Fang transferred it to Zhang Min');
  await expect(entries.nth(4)).toContainText('Zhang Min processed it');
  await expect(entries.nth(5)).toContainText('Chen Jing evaluated it');
  await expect(entries.nth(0)).toHaveAttribute('data-colour', 'red');
  await expect(entries.nth(5)).toHaveAttribute('data-colour', 'green');
  await timeline.getByRole('button', { name: 'Collapse' }).click();
  await expect(timeline.getByTestId('timeline-entry')).toHaveCount(2);

  for (const page of [admin, member, second, customer]) expect(await seenToasts(page)).toEqual([]);
});

test('the public form refuses an unknown SN and lets a person enter the SN', async ({ page }) => {
  await page.goto('/repair/report?sn=NO-SUCH-SN');
  await expect(page.getByTestId('public-unknown-sn')).toBeVisible();
  await page.getByRole('textbox', { name: 'SN' }).fill(SN);
  await page.getByTestId('public-sn-open').click();
  await expect(page).toHaveURL(new RegExp(`sn=${SN}`));
  await expect(page.getByTestId('repair-form').getByLabel('Model', { exact: true })).toHaveValue('PL-3015 Fiber Laser 6 kW');
});

test("a customer tenant's administrator keeps its own repair types, checked by the shared rules, and goes back to the inherited ones", async ({ browser }) => {
  const admin = await personPage(browser, 'qiluadmin');
  await admin.goto('/repairorderquery');
  await admin.getByTestId('lookup-open').click();
  const dialog = admin.getByTestId('lookup-dialog');
  await dialog.getByTestId('lookup-kind').selectOption({ label: 'Repair types' });
  await expect(dialog.getByTestId('lookup-owner')).toHaveAttribute('data-owner', 'inherited');
  await expect(dialog.getByLabel('Label 1', { exact: true })).toHaveValue('Mechanical fault');
  await dialog.getByTestId('lookup-add').click();
  await dialog.getByLabel('Key 6', { exact: true }).fill('hydraulic');
  await dialog.getByTestId('lookup-save').click();
  await expect(dialog.getByTestId('lookup-problem-5.label')).toHaveText('Label: Required');
  await dialog.getByLabel('Label 6', { exact: true }).fill('Hydraulic fault');
  await dialog.getByTestId('lookup-save').click();
  await expect(admin.getByText('Lookup list saved')).toBeVisible();
  await expect(dialog.getByTestId('lookup-owner')).toHaveAttribute('data-owner', 'own');
  await expect(dialog.getByLabel('Label 6', { exact: true })).toHaveValue('Hydraulic fault');
  // Back to the maker's list.
  await dialog.getByTestId('lookup-reset').click();
  await expect(dialog.getByTestId('lookup-owner')).toHaveAttribute('data-owner', 'inherited');
  await expect(dialog.getByLabel('Label 6', { exact: true })).toHaveCount(0);
});
