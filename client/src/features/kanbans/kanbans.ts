import { API, type ApiRef } from '@contract/apis';

/** The five kanbans (spec part 1 section 2), in the order the switcher lists them, with the APIs each screen needs. */
export const KANBANS = [
  // The devices, and every card's efficiency legend and timeline.
  { id: 'overview', path: '/deviceoverviewkanban', titleId: 'route_deviceoverviewkanban', apis: [API.deviceList, API.deviceEfficiency] },
  { id: 'detail', path: '/devicedetailskanban', titleId: 'route_devicedetailskanban', apis: [API.deviceList] },
  { id: 'distribution', path: '/distributionkanban', titleId: 'route_distributionkanban', apis: [API.deviceList] },
  { id: 'popularity', path: '/popularitykanban', titleId: 'route_popularitykanban', apis: [API.deviceStatistics] },
  { id: 'utilization', path: '/utilizationkanban', titleId: 'route_utilizationkanban', apis: [API.deviceEfficiency] },
] as const satisfies readonly { id: string; path: string; titleId: string; apis: readonly ApiRef[] }[];

export type Kanban = (typeof KANBANS)[number];

/** The APIs of a kanban's screen (the route table takes them from here). */
export function kanbanApis(path: Kanban['path']): readonly ApiRef[] {
  return KANBANS.find((k) => k.path === path)!.apis;
}

/** The device the detail kanban showed last in this tab: where the switcher's "device details" goes. */
export type LastDevice = { uuid: string; productId: string };

/**
 * Where each kanban of the switcher leads from the current page: the same variant (in the
 * shell or full screen, '/full'); the detail kanban with the device shown now or last.
 */
export function switcherTarget(kanban: Kanban, full: boolean, lastDevice: LastDevice | null): string {
  const path = `${kanban.path}${full ? '/full' : ''}`;
  if (kanban.id !== 'detail' || !lastDevice) return path;
  return `${path}?${new URLSearchParams({ uuid: lastDevice.uuid, product_id: lastDevice.productId }).toString()}`;
}

const LAST_DEVICE_KEY = 'kanban_last_device';

export function readLastDevice(): LastDevice | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(LAST_DEVICE_KEY) ?? 'null') as Partial<LastDevice> | null;
    return value && typeof value.uuid === 'string' && value.uuid ? { uuid: value.uuid, productId: typeof value.productId === 'string' ? value.productId : '' } : null;
  } catch {
    return null;
  }
}

export function writeLastDevice(device: LastDevice): void {
  try {
    window.sessionStorage.setItem(LAST_DEVICE_KEY, JSON.stringify(device));
  } catch {
    // Without storage the switcher opens the detail kanban without a device (it then asks for one).
  }
}
