import { type Page, expect, test } from '@playwright/test';
import { graphqlCall, tokenOf } from '../fixtures/api';
import { closeWithEscape } from '../fixtures/layers';
import { signIn } from '../fixtures/signIn';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const rowOf = (page: Page, table: string, text: string) => page.getByRole('table', { name: table }).locator('tbody tr').filter({ hasText: text });

/** Makes a row current by keyboard (focus, Enter), as the data table offers. */
async function pick(page: Page, table: string, text: string) {
  const row = rowOf(page, table, text);
  await row.focus();
  await row.press('Enter');
  await expect(row).toHaveAttribute('aria-current', 'true');
}

// Issue 16: a tenant administrator sends a system message from the message list; the maintainer,
// signed in elsewhere, sees it arrive live in the header's preview, and the unread count drops
// when it is read. A user of the rival tenant never gets it.
test('a system message sent by an administrator arrives live in another user\'s header preview', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const title = `Coolant check ${Date.now().toString(36)}`;
  const maintainerToken = await tokenOf(request, 'maintainer');
  await graphqlCall(request, 'mutation { markAllSystemMessagesRead }', {}, maintainerToken);

  // The maintainer, signed in in a browser of their own, with nothing unread.
  const other = await browser.newContext();
  const maintainer = await other.newPage();
  await signIn(maintainer, 'maintainer');
  const bell = maintainer.getByTestId('message-bell');
  await expect(bell).toHaveAccessibleName('System messages');
  await expect(maintainer.getByTestId('message-unread')).toHaveCount(0);

  // The administrator sends one to all of their tenants.
  await signIn(page, 'tenantadmin');
  await menu(page).getByRole('link', { name: 'Messages', exact: true }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await page.getByRole('button', { name: 'Send message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a system message' });
  await dialog.getByLabel('Type').selectOption({ label: 'Maintenance' });
  await dialog.getByLabel('Title').fill('x'.repeat(51));
  await dialog.getByLabel('Content').fill('Check the coolant level of every laser before the night shift.');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByText('The title must be at most 50 characters')).toBeVisible();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog).toBeHidden();
  // The sender is in the audience too: it is in their own list.
  await expect(rowOf(page, 'Messages', title)).toContainText('Maintenance');

  // Live in the maintainer's header: the count, then the preview.
  await expect(maintainer.getByTestId('message-unread')).toHaveText('1');
  await expect(bell).toHaveAccessibleName('System messages, 1 unread');
  await bell.click();
  const item = maintainer.getByTestId('message-preview').getByTestId('message-preview-item').filter({ hasText: title });
  await expect(item).toContainText('Check the coolant level');
  await item.click();
  await expect(maintainer.getByTestId('message-unread')).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('System messages');

  // Read in the maintainer's list; never in the rival's.
  await menu(maintainer).getByRole('link', { name: 'Messages', exact: true }).click();
  await expect(maintainer).toHaveURL(/\/messages$/);
  await expect(rowOf(maintainer, 'Messages', title)).toContainText('Read', { timeout: 30_000 });
  const rival = await graphqlCall(request, '{ mySystemMessages(pageSize: 50) { items { title } } }', {}, await tokenOf(request, 'rivaluser'));
  expect(rival.mySystemMessages.items.map((m: { title: string }) => m.title)).not.toContain(title);
  await other.close();
});

// Issue 16: work shifts are created, edited and deleted on the shift screen with the part 2 rules.
test('a tenant administrator creates, edits and deletes a work shift', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Night ${Date.now().toString(36).slice(-5)}`;
  await signIn(page, 'tenantadmin');
  await menu(page).getByRole('link', { name: 'Work shifts', exact: true }).click();
  await expect(page).toHaveURL(/\/shifts$/);
  await expect(rowOf(page, 'Work shifts', 'Day shift')).toContainText('08:00');

  await page.getByRole('button', { name: 'Add shift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add work shift' });
  await dialog.getByLabel('Shift name').fill('x'.repeat(17));
  await dialog.getByLabel('Start (HH:mm)').fill('20:00');
  await dialog.getByLabel('End (HH:mm, 24:00 for midnight)').fill('06:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The shift name must be at most 16 characters')).toBeVisible();
  await expect(dialog.getByText('The end must be after the start (enter a shift across midnight as two shifts)')).toBeVisible();
  // A name the customer already has: the server's answer on the field.
  await dialog.getByLabel('Shift name').fill('Day shift');
  await dialog.getByLabel('End (HH:mm, 24:00 for midnight)').fill('24:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('A shift with this name already exists')).toBeVisible();
  await dialog.getByLabel('Shift name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, 'Work shifts', name)).toContainText('24:00');

  await pick(page, 'Work shifts', name);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit work shift' });
  await edit.getByLabel('Start (HH:mm)').fill('21:30');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, 'Work shifts', name)).toContainText('21:30');

  await pick(page, 'Work shifts', name);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete work shift' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(rowOf(page, 'Work shifts', name)).toHaveCount(0);
  await expect(rowOf(page, 'Work shifts', 'Day shift')).toHaveCount(1);
});

// Issue 16: the member list shows the maker's maintenance members; a status change shows in the
// list, and a member's check-in in their detail.
test('the member list shows the members; an edit, a check-in, a new member and its corrected account show', async ({ page, request }) => {
  test.setTimeout(120_000);
  await graphqlCall(request, 'mutation { checkIn(place: "Qilu workshop 2") { id } }', {}, await tokenOf(request, 'maintainer'));
  await signIn(page, 'tenantadmin');
  await menu(page).getByRole('link', { name: 'Members', exact: true }).click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(rowOf(page, 'Members', 'maintadmin')).toContainText('Zhang Min');
  await expect(rowOf(page, 'Members', 'maintainer')).toContainText('Qilu workshop 2');

  await pick(page, 'Members', 'Wang Fang');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit member' });
  await edit.getByLabel('Remark name').fill('Fang (laser)');
  await edit.getByLabel('Status').selectOption({ label: 'Resting' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, 'Members', 'Wang Fang')).toContainText('Resting');
  await expect(rowOf(page, 'Members', 'Wang Fang')).toContainText('Fang (laser)');

  await pick(page, 'Members', 'Wang Fang');
  await page.getByRole('button', { name: 'Details', exact: true }).click();
  await expect(page.getByTestId('member-check-ins')).toContainText('Qilu workshop 2');
  await closeWithEscape(page, page.getByRole('dialog'));

  // The administrator adds a member (the user dialog with the maintenance roles), who can sign in.
  await page.getByRole('button', { name: 'Add member', exact: true }).click();
  const add = page.getByTestId('user-dialog');
  await add.getByLabel('Name', { exact: true }).fill('Liu Yang');
  await add.getByLabel('Login account', { exact: true }).fill('liuyang');
  await add.getByLabel('Password', { exact: true }).fill('Member2026');
  await add.getByLabel('Confirm password', { exact: true }).fill('Member2026');
  await add.getByLabel('Role', { exact: true }).selectOption({ label: 'Ordinary member' });
  await page.getByTestId('user-save').click();
  await expect(add).toBeHidden();
  await expect(rowOf(page, 'Members', 'liuyang')).toContainText('On standby');
  expect(await tokenOf(request, 'liuyang', 'Member2026')).toBeTruthy();

  // ...and corrects the new member's account: a mobile number, then the administrator role. Both
  // at once are refused on the phone: an administrator's mobile number signs them in, so it is theirs to change.
  await pick(page, 'Members', 'liuyang');
  await page.getByRole('button', { name: 'Edit account', exact: true }).click();
  const account = page.getByRole('dialog', { name: 'Edit member account' });
  await expect(account.getByLabel('Login account', { exact: true })).toHaveValue('liuyang');
  await expect(account.getByLabel('Login account', { exact: true })).toBeDisabled();
  await account.getByLabel('Mobile number', { exact: true }).fill('13900000027');
  await account.getByLabel('Role', { exact: true }).selectOption({ label: 'Administrator' });
  await page.getByTestId('user-save').click();
  await expect(account.getByText("An administrator's mobile number is set only by that administrator")).toBeVisible();
  await account.getByLabel('Role', { exact: true }).selectOption({ label: 'Ordinary member' });
  await page.getByTestId('user-save').click();
  await expect(account).toBeHidden();
  await expect(rowOf(page, 'Members', 'liuyang')).toContainText('13900000027');
  await pick(page, 'Members', 'liuyang');
  await page.getByRole('button', { name: 'Edit account', exact: true }).click();
  await expect(account.getByLabel('Mobile number', { exact: true })).toHaveValue('13900000027');
  // Nor later: the number the administrator set does not follow the member into the role. Cleared, it promotes.
  await account.getByLabel('Role', { exact: true }).selectOption({ label: 'Administrator' });
  await page.getByTestId('user-save').click();
  await expect(account.getByText('This mobile number was set by another administrator')).toBeVisible();
  await account.getByLabel('Mobile number', { exact: true }).fill('');
  await page.getByTestId('user-save').click();
  await expect(account).toBeHidden();
  await expect(rowOf(page, 'Members', 'liuyang')).toContainText('Administrator');
  await expect(rowOf(page, 'Members', 'liuyang')).not.toContainText('13900000027');
});
