import path from 'node:path';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { PopularityKanban } from '../pages/PopularityKanban';
import { SCREENSHOT_DIR } from '../fixtures/screenshots';
import { signIn } from '../fixtures/signIn';
import { FullscreenToggle } from '../pages/FullscreenToggle';

/** This month in GMT+8 (the server's time zone and the kanban clock's), as YYYY-MM. */
const thisMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit' }).format(new Date());
/** The month `back` months before this one, as YYYY-MM. */
const monthsBack = (back: number) => {
  const [year, month] = thisMonth().split('-').map(Number);
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

test('the popularity kanban counts devices registered per region for a month range', async ({ page }) => {
  await signIn(page);
  const kanban = new PopularityKanban(page);
  await kanban.open();

  // Default: the last 12 months by province. The demo devices were registered over 18 months (0 to 540
  // days ago): QiluLaser2 (250 days) counts, QiluLaser1 (540), Haiyun's (470) and the unassigned laser (400) do not.
  await expect(page.getByRole('button', { name: 'Last 12 months' })).toHaveAttribute('aria-pressed', 'true');
  await expect(kanban.count('Jiangsu')).toHaveText('2');
  await expect(kanban.count('Shandong')).toHaveText('1');
  await expect(kanban.count('Guangdong')).toHaveText('1');
  expect(await kanban.regions()).toEqual(['Jiangsu', 'Guangdong', 'Shandong']);
  await expect(page.getByTestId('popularity-summary')).toContainText('4 devices registered');
  await expect(page.getByTestId('popularity-unassigned')).toHaveCount(0);
  await expect(page.getByTestId('popularity-chart').locator('svg').first()).toBeVisible();

  // The longest range (24 months) holds every device of the tenant, the one outside any region included.
  await kanban.months(monthsBack(23), thisMonth());
  await expect(kanban.count('Shandong')).toHaveText('3');
  await expect(kanban.count('Jiangsu')).toHaveText('2');
  await expect(kanban.count('Guangdong')).toHaveText('1');
  expect(await kanban.regions()).toEqual(['Shandong', 'Jiangsu', 'Guangdong']);
  await expect(page.getByTestId('popularity-summary')).toContainText('7 devices registered');
  await expect(page.getByTestId('popularity-unassigned')).toContainText('1 device lies outside any region');

  // This month only: just the waterjet registered today; Shandong's machines are months old.
  await kanban.preset('This month');
  await expect(page).toHaveURL(new RegExp(`start=${thisMonth()}&end=${thisMonth()}`));
  await expect(kanban.count('Jiangsu')).toHaveText('1');
  await expect(kanban.count('Shandong')).toHaveText('0');

  // A range before any registration is empty; an end before the start is refused before asking.
  await kanban.months('2020-01', '2020-12');
  await expect(page.getByTestId('popularity-empty')).toHaveText('No devices were registered from 2020-01 to 2020-12.');
  await kanban.months('2020-06', '2020-03');
  await expect(page.getByTestId('popularity-problem')).toHaveText('The end month must not be before the start month.');

  // Back to 24 months, by city, then full screen: the query (range and level) is kept.
  await kanban.months(monthsBack(23), thisMonth());
  await kanban.level('City');
  await expect(kanban.count('Jinan')).toHaveText('2');
  expect(await kanban.regions()).toEqual(['Jinan', 'Suzhou', 'Qingdao', 'Shenzhen']);
  const search = new URL(page.url()).search;
  expect(search).toContain('level=city');
  await new FullscreenToggle(page).enter();
  await expect(page).toHaveURL((url) => url.pathname === '/popularitykanban/full' && url.search === search);
  await expect(kanban.count('Jinan')).toHaveText('2');
  await expect(page.getByRole('button', { name: 'City' })).toHaveAttribute('aria-pressed', 'true');

  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect(page.getByTestId('popularity-chart').locator('svg').first()).toBeVisible();
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'popularity-kanban.png') });
});
