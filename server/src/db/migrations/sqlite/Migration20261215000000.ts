import { Migration } from '@mikro-orm/migrations';

/** Each user's uploads of the last day are summed on every upload (FILES_MAX_BYTES_PER_USER_DAY): by uploader and time. */
export class Migration20261215000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index `stored_file_uploader_id_created_at_index` on `stored_file` (`uploader_id`, `created_at`)');
  }
}
