import { type Page, expect, test } from '@playwright/test';
import { personPage } from '../fixtures/signIn';
import { seenToasts } from '../fixtures/toasts';

/**
 * Issue 17, maintenance plans end to end in Chromium: the maker's administrator creates a plan
 * for a machine; the server's scheduler generates its check order at the dispatch time; the
 * member in charge records the results, one of them a defect that opens a repair order in one
 * click, and submits; the administrator accepts it, and the repair order is there to follow.
 */

const SN = 'JN2025L3015001'; // Qilu's PL-3015 laser
/** Today in the server's zone (the demo's Asia/Shanghai), so the plan is due now whatever the hour. */
const serverToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

test('a maintenance plan generates a check order that is completed with one defect that opens a repair', async ({ browser }) => {
  test.setTimeout(180_000);
  const planName = `Laser check ${Date.now() % 100000}`;

  // 1. The administrator creates a single plan due today at 00:00, for one machine, with two items.
  const admin = await personPage(browser, 'tenantadmin');
  await admin.getByRole('link', { name: 'Maintenance plans' }).click();
  await expect(admin).toHaveURL(/\/maintenanceplans$/);
  await admin.getByTestId('plan-create').click();
  const form = admin.getByTestId('plan-form');
  // An empty form names what is missing, in place.
  await admin.getByTestId('plan-submit').click();
  await expect(form.getByText('Please enter the plan name')).toBeVisible();
  await expect(form.getByText('Please choose at least one machine')).toBeVisible();
  await form.getByLabel('Plan name', { exact: true }).fill(planName);
  await form.getByLabel('Person in charge', { exact: true }).selectOption({ label: 'Wang Fang' });
  await form.getByLabel('Mode', { exact: true }).selectOption({ label: 'Single' });
  await form.getByLabel('First date', { exact: true }).fill(serverToday());
  await form.getByLabel('Dispatch time', { exact: true }).fill('00:00');
  await admin.getByTestId('plan-devices').getByRole('checkbox', { name: new RegExp(SN) }).check();
  await expect(admin.getByTestId('plan-devices').getByRole('checkbox', { checked: true })).toHaveCount(1);
  await admin.getByTestId('plan-items').fill('Lens clean\nChiller water level');
  await admin.getByTestId('plan-submit').click();
  await expect(admin).toHaveURL(/\/maintenanceplans$/);
  await expect(admin.getByTestId('plan-table').getByRole('row').filter({ hasText: planName })).toContainText('Wang Fang');
  await expect(admin.getByTestId('plan-table').getByRole('row').filter({ hasText: planName })).toContainText(SN);

  // 2. The scheduler generates the check order at its next look (every few seconds): the member
  // refreshes the list until it is there, each look giving the list the usual time to answer.
  const member = await personPage(browser, 'maintainer');
  await member.getByRole('link', { name: 'Check orders' }).click();
  const checkTable = member.getByTestId('check-table');
  const row = checkTable.getByRole('row').filter({ hasText: planName });
  await expect(async () => {
    await checkTable.getByTestId('table-refresh').click();
    await expect(row).toBeVisible();
  }).toPass({ timeout: 90_000 });
  await expect(row).toContainText(SN);
  await expect(row.getByTestId('check-stage')).toHaveText('Processing');
  await row.click();
  await member.getByRole('button', { name: 'Open', exact: true }).click();
  const detail = member.getByTestId('check-detail');
  await expect(detail).toHaveAttribute('data-stage', 'processing');

  // 3. The member records one normal and one defect, saves, opens a repair from the defect, and submits.
  await member.getByLabel('Lens clean: Result').selectOption({ label: 'Normal' });
  await member.getByLabel('Chiller water level: Result').selectOption({ label: 'Defect' });
  await member.getByLabel('Chiller water level: Note').fill('Low water');
  // Submitting needs every result: both are set, but first save and open the repair.
  await member.getByTestId('check-save').click();
  await expect(member.getByTestId('check-item').nth(1)).toHaveAttribute('data-result', 'defect');
  await member.getByTestId('check-open-repair').click();
  await expect.poll(() => seenToasts(member, 'success')).toContainEqual(expect.stringMatching(/^Repair order RO\d+ opened$/));
  await expect(member.getByTestId('check-repair-link')).toBeVisible();
  await member.getByTestId('check-submit').click();
  await expect(detail).toHaveAttribute('data-stage', 'awaitingAcceptance');
  // The person in charge cannot accept their own work.
  await expect(member.getByTestId('check-accept')).toHaveCount(0);
  const detailUrl = member.url();

  // 4. The administrator accepts it; the repair order it opened is one click away.
  await admin.goto(detailUrl);
  await expect(admin.getByTestId('check-detail')).toHaveAttribute('data-stage', 'awaitingAcceptance');
  await admin.getByTestId('check-accept').click();
  await expect(admin.getByTestId('check-detail')).toHaveAttribute('data-stage', 'completed');
  await admin.getByTestId('check-repair-link').click();
  await expect(admin.getByTestId('repair-detail')).toHaveAttribute('data-state', 'reported');
  await expect(admin.getByTestId('repair-fields')).toContainText('Chiller water level: defect, Low water');
  await expect(admin.getByTestId('repair-fields')).toContainText(SN);
});
