import { Migration } from '@mikro-orm/migrations';

/** The product list's filter index: every filter column beside the owner, so the list's count reads the index alone. */
export class Migration20261125010000 extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index `product_manual_filter_index` on `product_manual` (`tenant_id`, `status`, `create_time`, `on_the_shelf_time`, `name`, `model`, `description`, `note`)');
  }
}
