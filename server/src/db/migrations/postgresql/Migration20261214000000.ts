import { Migration } from '@mikro-orm/migrations';

/**
 * A check order keeps the tenant of the plan that generated it, so only that tenant's
 * administrators stand in, accept and return (not the customer's own administrator). Orders made
 * before: their plan's tenant, or, for a deleted plan, the tenant of the person in charge.
 */
export class Migration20261214000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "check_order" add column "plan_tenant_id" int null');
    this.addSql('update "check_order" set "plan_tenant_id" = coalesce((select p."tenant_id" from "maintenance_plan" p where p."id" = "check_order"."plan_id"), (select u."tenant_id" from "app_user" u where u."id" = "check_order"."principal_id"))');
  }
}
