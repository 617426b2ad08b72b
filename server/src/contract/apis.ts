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
  deviceEfficiency: { path: '/device/efficiency', method: 'GET', summary: 'Efficiency, timeline, statistics and reliability (MTBF, MTTR) of a device', group: 'device' },
  deviceStatistics: { path: '/device/statistics', method: 'GET', summary: 'Device counts by region for a month range (supplier aggregate)', group: 'device' },
  userList: { path: '/user', method: 'GET', summary: 'List users', group: 'user' },
  userAdd: { path: '/user', method: 'POST', summary: 'Add a user', group: 'user' },
  userEdit: { path: '/user', method: 'PUT', summary: 'Edit a user', group: 'user' },
  // Product manuals (spec part 2 section 6: the product list's per-API checks).
  productManualList: { path: '/productmanual', method: 'GET', summary: 'Search product manuals, read one, list their tags', group: 'productmanual' },
  productManualAdd: { path: '/productmanual', method: 'POST', summary: 'Create a product manual', group: 'productmanual' },
  productManualEdit: { path: '/productmanual', method: 'PUT', summary: 'Edit a product manual', group: 'productmanual' },
  productManualDelete: { path: '/productmanual', method: 'DELETE', summary: 'Delete a product manual', group: 'productmanual' },
  // Custom dashboards (spec part 2 sections 2-9): everyone may use them; the owner and the tenant's administrators change them.
  dashboardList: { path: '/dashboard', method: 'GET', summary: 'List dashboards and read one', group: 'dashboard' },
  dashboardAdd: { path: '/dashboard', method: 'POST', summary: 'Create a dashboard', group: 'dashboard' },
  dashboardEdit: { path: '/dashboard', method: 'PUT', summary: 'Save or rename a dashboard', group: 'dashboard' },
  dashboardDelete: { path: '/dashboard', method: 'DELETE', summary: 'Delete a dashboard', group: 'dashboard' },
  productManualOffShelf: { path: '/productmanual/offshelf', method: 'PUT', summary: 'Take a product manual off the shelf', group: 'productmanual' },
  productManualOnShelf: { path: '/productmanual/onshelf', method: 'PUT', summary: 'Put a product manual on the shelf', group: 'productmanual' },
  productDisplayConfig: { path: '/productdisplayconfig', method: 'GET', summary: 'Read the product display configuration (menus, official account QR code)', group: 'productmanual' },
  productDisplayConfigEdit: { path: '/productdisplayconfig', method: 'PUT', summary: 'Edit the product display configuration', group: 'productmanual' },
  // Customer roster and records (spec part 1 sections 2, 7; part 2 sections 3-6).
  customerList: { path: '/customer', method: 'GET', summary: 'Search the customer roster, read a customer, its operation log, statistics and reliability (MTBF, MTTR), the area lookup', group: 'customer' },
  customerAdd: { path: '/customer', method: 'POST', summary: 'Add a customer to the roster', group: 'customer' },
  customerEdit: { path: '/customer', method: 'PUT', summary: 'Edit a customer', group: 'customer' },
  customerDelete: { path: '/customer', method: 'DELETE', summary: 'Delete a customer (soft, restorable)', group: 'customer' },
  customerRestore: { path: '/customer/restore', method: 'PUT', summary: 'Restore a deleted customer', group: 'customer' },
  customerPurge: { path: '/customer/purge', method: 'DELETE', summary: 'Delete a deleted customer completely', group: 'customer' },
  customerImport: { path: '/customer/import', method: 'POST', summary: 'Import customers from xlsx or xls (base data, cover, merge) and follow the import', group: 'customer' },
  customerExport: { path: '/customer/export', method: 'GET', summary: 'Export the filtered customer list to xlsx', group: 'customer' },
  customerShare: { path: '/customer/collaborator', method: 'PUT', summary: "Manage a customer's collaborators: share, remove, transfer the administrator or cancel the transfer", group: 'customer' },
  customerCollaborate: { path: '/customer/collaborator/self', method: 'PUT', summary: 'As a collaborator: accept an administrator transfer or exit', group: 'customer' },
  // Repair orders (spec part 2 section 6: the applicant edits and evaluates, the tenant's administrators dispatch, members act on orders dispatched to them).
  repairOrderList: { path: '/repairorder', method: 'GET', summary: 'List repair orders, read one with its timeline, list the members it can go to', group: 'repairorder' },
  repairOrderAdd: { path: '/repairorder', method: 'POST', summary: 'Report a repair', group: 'repairorder' },
  repairOrderEdit: { path: '/repairorder', method: 'PUT', summary: 'Edit a pending repair order (its applicant)', group: 'repairorder' },
  repairOrderDispatch: { path: '/repairorder/dispatch', method: 'PUT', summary: 'Dispatch a repair order to a member (tenant administrators)', group: 'repairorder' },
  repairOrderRemind: { path: '/repairorder/remind', method: 'POST', summary: 'Set a reminder about a repair order (delivered as a system message when due)', group: 'repairorder' },
  repairOrderAccept: { path: '/repairorder/accept', method: 'PUT', summary: 'Accept a repair order dispatched to you', group: 'repairorder' },
  repairOrderTransfer: { path: '/repairorder/transfer', method: 'PUT', summary: 'Transfer a repair order you handle to another member', group: 'repairorder' },
  repairOrderClose: { path: '/repairorder/close', method: 'PUT', summary: 'Close a repair order you handle with the service record', group: 'repairorder' },
  repairOrderEvaluate: { path: '/repairorder/evaluate', method: 'PUT', summary: 'Evaluate a closed repair order (its applicant)', group: 'repairorder' },
  repairLookupEdit: { path: '/repairlookup', method: 'PUT', summary: "Edit the tenant's repair lookups (enterprises, repair types, solution modes, service modes)", group: 'repairorder' },
  // Maintenance plans and check orders (issue 17; spec part 2 sections 3 and 4).
  maintenancePlanList: { path: '/maintenanceplan', method: 'GET', summary: 'List maintenance plans, read one, list the members who can be in charge', group: 'maintenanceplan' },
  maintenancePlanAdd: { path: '/maintenanceplan', method: 'POST', summary: 'Create a maintenance plan', group: 'maintenanceplan' },
  maintenancePlanEdit: { path: '/maintenanceplan', method: 'PUT', summary: 'Edit a maintenance plan', group: 'maintenanceplan' },
  maintenancePlanDelete: { path: '/maintenanceplan', method: 'DELETE', summary: 'Delete a maintenance plan (its check orders stay)', group: 'maintenanceplan' },
  checkOrderList: { path: '/checkorder', method: 'GET', summary: 'List check orders and read one', group: 'maintenanceplan' },
  checkOrderRecord: { path: '/checkorder', method: 'PUT', summary: 'Record inspection results and submit a check order (its person in charge)', group: 'maintenanceplan' },
  checkOrderAccept: { path: '/checkorder/accept', method: 'PUT', summary: 'Accept or return a submitted check order (tenant administrators)', group: 'maintenanceplan' },
  checkOrderRepair: { path: '/checkorder/repair', method: 'POST', summary: 'Open a repair order from a defect or fault of a check order', group: 'maintenanceplan' },
  // Device archives (issue 16 "Machines").
  deviceArchiveList: { path: '/devicearchive', method: 'GET', summary: 'List device archives and read one', group: 'devicearchive' },
  deviceArchiveAdd: { path: '/devicearchive', method: 'POST', summary: 'Register a device (its archive and MQTT credential)', group: 'devicearchive' },
  deviceArchiveEdit: { path: '/devicearchive', method: 'PUT', summary: 'Edit a device archive', group: 'devicearchive' },
  deviceArchiveDecommission: { path: '/devicearchive', method: 'DELETE', summary: "Log a device out (its administrator, with their password)", group: 'devicearchive' },
  deviceCredentialRotate: { path: '/devicearchive/credential', method: 'PUT', summary: "Rotate a device's MQTT password", group: 'devicearchive' },
  deviceBindingList: { path: '/devicebinding', method: 'GET', summary: 'List the users bound to a device', group: 'devicearchive' },
  deviceBindingEdit: { path: '/devicebinding', method: 'PUT', summary: 'Bind and unbind users, transfer the administrator rights', group: 'devicearchive' },
  deviceAttributeList: { path: '/deviceattribute', method: 'GET', summary: "List a device's declared attributes", group: 'devicearchive' },
  deviceAttributeEdit: { path: '/deviceattribute', method: 'PUT', summary: "Replace a device's declared attributes", group: 'devicearchive' },
  alarmRuleList: { path: '/alarmrule', method: 'GET', summary: "List a device's intelligent alarm rules", group: 'devicearchive' },
  alarmRuleEdit: { path: '/alarmrule', method: 'PUT', summary: "Replace a device's intelligent alarm rules", group: 'devicearchive' },
  qrCodeList: { path: '/qrcode', method: 'GET', summary: 'List QR codes and their printable pictures', group: 'devicearchive' },
  qrCodeAdd: { path: '/qrcode', method: 'POST', summary: 'Generate a batch of QR codes for a factory number', group: 'devicearchive' },
  qrCodeBind: { path: '/qrcode/bind', method: 'PUT', summary: 'Bind a QR code to its device', group: 'devicearchive' },
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
  memberAdd: { path: '/member', method: 'POST', summary: "Add a maintenance member (a maintainadmin or maintainer account with its profile) and correct a member's account (name, role, mobile number, email)", group: 'member' },
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
