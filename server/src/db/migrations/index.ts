import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000 as SqliteInitial } from './sqlite/Migration20261122000000';
import { Migration20261122010000 as SqliteLiveData } from './sqlite/Migration20261122010000';
import { Migration20261123000000 as SqliteTenantOwned } from './sqlite/Migration20261123000000';
import { Migration20261124100000 as SqliteStoredFiles } from './sqlite/Migration20261124100000';
import { Migration20261125000000 as SqliteProductManuals } from './sqlite/Migration20261125000000';
import { Migration20261125010000 as SqliteProductManualFilter } from './sqlite/Migration20261125010000';
import { Migration20261126000000 as SqliteApiTokens } from './sqlite/Migration20261126000000';
import { Migration20261201000000 as SqliteDashboards } from './sqlite/Migration20261201000000';
import { Migration20261202000000 as SqliteCustomers } from './sqlite/Migration20261202000000';
import { Migration20261205000000 as SqliteRepairOrders } from './sqlite/Migration20261205000000';
import { Migration20261203000000 as SqliteDeviceArchives } from './sqlite/Migration20261203000000';
import { Migration20261204000000 as SqlitePeopleAndMessages } from './sqlite/Migration20261204000000';
import { Migration20261206000000 as SqliteAlarmRepairs } from './sqlite/Migration20261206000000';
import { Migration20261206010000 as SqliteMemberProfiles } from './sqlite/Migration20261206010000';
import { Migration20261207000000 as SqliteAlarmRules } from './sqlite/Migration20261207000000';
import { Migration20261208000000 as SqliteCustomerImports } from './sqlite/Migration20261208000000';
import { Migration20261209000000 as SqliteRepairReminders } from './sqlite/Migration20261209000000';
import { Migration20261212000000 as SqlitePublicRepairUploads } from './sqlite/Migration20261212000000';
import { Migration20261213000000 as SqliteManualVersions } from './sqlite/Migration20261213000000';
import { Migration20261215000000 as SqliteUploaderIndex } from './sqlite/Migration20261215000000';
import { Migration20261214000000 as SqliteCheckOrderPlanTenants } from './sqlite/Migration20261214000000';
import { Migration20261210000000 as SqliteMaintenancePlans } from './sqlite/Migration20261210000000';
import { Migration20261216000000 as SqlitePhoneSetBy } from './sqlite/Migration20261216000000';
import { Migration20261217000000 as SqliteCheckSubmitter } from './sqlite/Migration20261217000000';
import { Migration20261122000000 as PostgresInitial } from './postgresql/Migration20261122000000';
import { Migration20261122010000 as PostgresLiveData } from './postgresql/Migration20261122010000';
import { Migration20261123000000 as PostgresTenantOwned } from './postgresql/Migration20261123000000';
import { Migration20261123010000 as PostgresEmailLength } from './postgresql/Migration20261123010000';
import { Migration20261124100000 as PostgresStoredFiles } from './postgresql/Migration20261124100000';
import { Migration20261125000000 as PostgresProductManuals } from './postgresql/Migration20261125000000';
import { Migration20261125010000 as PostgresProductManualFilter } from './postgresql/Migration20261125010000';
import { Migration20261126000000 as PostgresApiTokens } from './postgresql/Migration20261126000000';
import { Migration20261201000000 as PostgresDashboards } from './postgresql/Migration20261201000000';
import { Migration20261202000000 as PostgresCustomers } from './postgresql/Migration20261202000000';
import { Migration20261205000000 as PostgresRepairOrders } from './postgresql/Migration20261205000000';
import { Migration20261203000000 as PostgresDeviceArchives } from './postgresql/Migration20261203000000';
import { Migration20261204000000 as PostgresPeopleAndMessages } from './postgresql/Migration20261204000000';
import { Migration20261206000000 as PostgresAlarmRepairs } from './postgresql/Migration20261206000000';
import { Migration20261206010000 as PostgresMemberProfiles } from './postgresql/Migration20261206010000';
import { Migration20261207000000 as PostgresAlarmRules } from './postgresql/Migration20261207000000';
import { Migration20261208000000 as PostgresCustomerImports } from './postgresql/Migration20261208000000';
import { Migration20261209000000 as PostgresRepairReminders } from './postgresql/Migration20261209000000';
import { Migration20261212000000 as PostgresPublicRepairUploads } from './postgresql/Migration20261212000000';
import { Migration20261213000000 as PostgresManualVersions } from './postgresql/Migration20261213000000';
import { Migration20261214000000 as PostgresCheckOrderPlanTenants } from './postgresql/Migration20261214000000';
import { Migration20261215000000 as PostgresUploaderIndex } from './postgresql/Migration20261215000000';
import { Migration20261210000000 as PostgresMaintenancePlans } from './postgresql/Migration20261210000000';
import { Migration20261216000000 as PostgresPhoneSetBy } from './postgresql/Migration20261216000000';
import { Migration20261217000000 as PostgresCheckSubmitter } from './postgresql/Migration20261217000000';

/** Migrations are listed here so they run the same from TypeScript (tests) and compiled JavaScript. */
export const SQLITE_MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122000000', class: SqliteInitial },
  { name: 'Migration20261122010000', class: SqliteLiveData },
  { name: 'Migration20261123000000', class: SqliteTenantOwned },
  { name: 'Migration20261124100000', class: SqliteStoredFiles },
  { name: 'Migration20261125000000', class: SqliteProductManuals },
  { name: 'Migration20261125010000', class: SqliteProductManualFilter },
  { name: 'Migration20261126000000', class: SqliteApiTokens },
  { name: 'Migration20261201000000', class: SqliteDashboards },
  { name: 'Migration20261202000000', class: SqliteCustomers },
  { name: 'Migration20261205000000', class: SqliteRepairOrders },
  { name: 'Migration20261203000000', class: SqliteDeviceArchives },
  { name: 'Migration20261204000000', class: SqlitePeopleAndMessages },
  { name: 'Migration20261206000000', class: SqliteAlarmRepairs },
  { name: 'Migration20261206010000', class: SqliteMemberProfiles },
  { name: 'Migration20261207000000', class: SqliteAlarmRules },
  { name: 'Migration20261208000000', class: SqliteCustomerImports },
  { name: 'Migration20261209000000', class: SqliteRepairReminders },
  { name: 'Migration20261212000000', class: SqlitePublicRepairUploads },
  { name: 'Migration20261210000000', class: SqliteMaintenancePlans },
  { name: 'Migration20261213000000', class: SqliteManualVersions },
  { name: 'Migration20261214000000', class: SqliteCheckOrderPlanTenants },
  { name: 'Migration20261215000000', class: SqliteUploaderIndex },
  { name: 'Migration20261216000000', class: SqlitePhoneSetBy },
  { name: 'Migration20261217000000', class: SqliteCheckSubmitter },
];
export const POSTGRES_MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122000000', class: PostgresInitial },
  { name: 'Migration20261122010000', class: PostgresLiveData },
  { name: 'Migration20261123000000', class: PostgresTenantOwned },
  { name: 'Migration20261123010000', class: PostgresEmailLength },
  { name: 'Migration20261124100000', class: PostgresStoredFiles },
  { name: 'Migration20261125000000', class: PostgresProductManuals },
  { name: 'Migration20261125010000', class: PostgresProductManualFilter },
  { name: 'Migration20261126000000', class: PostgresApiTokens },
  { name: 'Migration20261201000000', class: PostgresDashboards },
  { name: 'Migration20261202000000', class: PostgresCustomers },
  { name: 'Migration20261205000000', class: PostgresRepairOrders },
  { name: 'Migration20261203000000', class: PostgresDeviceArchives },
  { name: 'Migration20261204000000', class: PostgresPeopleAndMessages },
  { name: 'Migration20261206000000', class: PostgresAlarmRepairs },
  { name: 'Migration20261206010000', class: PostgresMemberProfiles },
  { name: 'Migration20261207000000', class: PostgresAlarmRules },
  { name: 'Migration20261208000000', class: PostgresCustomerImports },
  { name: 'Migration20261209000000', class: PostgresRepairReminders },
  { name: 'Migration20261212000000', class: PostgresPublicRepairUploads },
  { name: 'Migration20261210000000', class: PostgresMaintenancePlans },
  { name: 'Migration20261213000000', class: PostgresManualVersions },
  { name: 'Migration20261214000000', class: PostgresCheckOrderPlanTenants },
  { name: 'Migration20261215000000', class: PostgresUploaderIndex },
  { name: 'Migration20261216000000', class: PostgresPhoneSetBy },
  { name: 'Migration20261217000000', class: PostgresCheckSubmitter },
];
