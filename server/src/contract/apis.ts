import type { HttpMethod, Role } from './roles';

/**
 * Every permission-checked API of the product, in one table: its path and method (what a
 * role policy lists), a summary and the group the role permission page shows it under.
 * Shared with the client, whose routes name the APIs their screens need, so the menu, the
 * start page and the no-permission notice follow the same table the server enforces.
 */
export type ApiDefinition = {
  readonly path: string;
  readonly method: HttpMethod;
  /** What the API does, shown on the role permission page and in the schema. */
  readonly summary: string;
  /** Group (tag) on the role permission page. */
  readonly group: string;
};

export const API = {
  deviceList: { path: '/device', method: 'GET', summary: 'List devices and their live data', group: 'device' },
  deviceAlarms: { path: '/device/alarm', method: 'GET', summary: 'Alarms of a device', group: 'device' },
  deviceEfficiency: { path: '/device/efficiency', method: 'GET', summary: 'Efficiency, timeline and statistics of a device', group: 'device' },
  deviceStatistics: { path: '/device/statistics', method: 'GET', summary: 'Device counts by region for a month range (supplier aggregate)', group: 'device' },
  userList: { path: '/user', method: 'GET', summary: 'List users', group: 'user' },
  userAdd: { path: '/user', method: 'POST', summary: 'Add a user', group: 'user' },
  userEdit: { path: '/user', method: 'PUT', summary: 'Edit a user', group: 'user' },
  // Product manuals (spec part 2 section 6: the product list's per-API checks).
  productManualList: { path: '/productmanual', method: 'GET', summary: 'Search product manuals, read one, list their tags', group: 'productmanual' },
  productManualAdd: { path: '/productmanual', method: 'POST', summary: 'Create a product manual', group: 'productmanual' },
  productManualEdit: { path: '/productmanual', method: 'PUT', summary: 'Edit a product manual', group: 'productmanual' },
  productManualDelete: { path: '/productmanual', method: 'DELETE', summary: 'Delete a product manual', group: 'productmanual' },
  productManualOffShelf: { path: '/productmanual/offshelf', method: 'PUT', summary: 'Take a product manual off the shelf', group: 'productmanual' },
  productManualOnShelf: { path: '/productmanual/onshelf', method: 'PUT', summary: 'Put a product manual on the shelf', group: 'productmanual' },
  productDisplayConfig: { path: '/productdisplayconfig', method: 'GET', summary: 'Read the product display configuration (menus, official account QR code)', group: 'productmanual' },
  productDisplayConfigEdit: { path: '/productdisplayconfig', method: 'PUT', summary: 'Edit the product display configuration', group: 'productmanual' },
  // System messages (spec part 1 sections 3 and 7: the message list and the header preview).
  systemMessageList: { path: '/systemmessage', method: 'GET', summary: 'Read my system messages: the list, the unread count and the header preview, live', group: 'systemmessage' },
  systemMessageRead: { path: '/systemmessage/read', method: 'PUT', summary: 'Mark my system messages read (one or all)', group: 'systemmessage' },
  systemMessageSend: { path: '/systemmessage', method: 'POST', summary: 'Send a system message (super_admin: everyone or any tenants; others: tenants of their own)', group: 'systemmessage' },
  // Work shifts (spec part 2 sections 3 and 5): the planned busy time of OEE.
  shiftList: { path: '/workshift', method: 'GET', summary: 'List work shifts', group: 'workshift' },
  shiftAdd: { path: '/workshift', method: 'POST', summary: 'Create a work shift', group: 'workshift' },
  shiftEdit: { path: '/workshift', method: 'PUT', summary: 'Edit a work shift', group: 'workshift' },
  shiftDelete: { path: '/workshift', method: 'DELETE', summary: 'Delete a work shift', group: 'workshift' },
  // Maintenance members (spec part 2 section 3).
  memberList: { path: '/member', method: 'GET', summary: 'List members and read one with its check-ins', group: 'member' },
  memberEdit: { path: '/member', method: 'PUT', summary: "Edit a member's profile (remark name, gender, status, service customer, location)", group: 'member' },
  memberCheckIn: { path: '/member/checkin', method: 'POST', summary: 'Check in (time and place) as the member signed in', group: 'member' },
} as const satisfies Record<string, ApiDefinition>;

export type ApiName = keyof typeof API;

export const API_LIST: readonly ApiDefinition[] = Object.values(API);

/** A (path, method) pair as a policy holds it. */
export type ApiRef = { readonly path: string; readonly method: HttpMethod };

export const apiKey = (api: ApiRef): string => `${api.method} ${api.path}`;

/**
 * The permission rule of spec part 1 section 6, on both sides: super_admin passes without
 * lookup; everyone else needs an exact (path, method) match in their role's policy (a set
 * of `apiKey`s); no role, or a policy that failed to load (null), denies everything.
 */
export function isPermitted(role: Role | null | undefined, policy: ReadonlySet<string> | null, required: ApiRef): boolean {
  if (!role) return false;
  if (role === 'super_admin') return true;
  if (!policy) return false;
  return policy.has(apiKey(required));
}
