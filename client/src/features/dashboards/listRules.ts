import { DASHBOARD_LIMITS, validateDashboardFields } from '@contract/dashboards';
import dayjs from 'dayjs';
import { rulesFromFieldErrors, type ContractRules } from '../../shared/forms/contractRules';

/** Pure rules of the dashboard list (spec part 2 sections 2, 5, 7, 9). */

export const LIST_PAGE_SIZE = DASHBOARD_LIMITS.pageSize;

/** Spec: the card's update time as YYYY-MM-DD HH:mm:ss (the browser's local time). */
export function formatUpdatedAt(at: string | number | Date): string {
  return dayjs(at).format('YYYY-MM-DD HH:mm:ss');
}

export function pageCount(total: number, pageSize = LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** After a delete, the page to show: the same, or the one before when it was the last card of the last page. */
export function pageAfterDelete(page: number, total: number, pageSize = LIST_PAGE_SIZE): number {
  return Math.max(1, Math.min(page, pageCount(total - 1, pageSize)));
}

export const editPath = (id: string) => `/customDashboard/edit?id=${encodeURIComponent(id)}`;
export const viewPath = (id: string) => `/customDashboard/view?id=${encodeURIComponent(id)}`;

export type DashboardFormValues = { name: string; description: string };

/** The create and rename dialogs' rules: the shared contract's (title required, at most 16). */
export const dashboardFormRules: ContractRules<DashboardFormValues> = rulesFromFieldErrors(validateDashboardFields);

/** What the mutations send: trimmed title and description. */
export function dashboardFormInput(values: DashboardFormValues): DashboardFormValues {
  return { name: values.name.trim(), description: values.description.trim() };
}

/** The default cover: a dark canvas with a few component outlines (an inline SVG, nothing to download). */
export const DEFAULT_COVER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="#0f172a"/><rect x="16" y="14" width="288" height="18" rx="3" fill="#1e3a5f"/><rect x="16" y="44" width="134" height="58" rx="4" fill="none" stroke="#38bdf8" stroke-width="2"/><rect x="170" y="44" width="134" height="58" rx="4" fill="none" stroke="#22c55e" stroke-width="2"/><path d="M24 160 L80 128 L130 142 L190 112 L250 130 L296 118" fill="none" stroke="#facc15" stroke-width="3"/></svg>',
  );
