import { Migration } from '@mikro-orm/migrations';

/** Live machine data: customers, products, devices and their MQTT credentials, status changes, alarms, piece counts, parameter formats, work shifts. */
export class Migration20261122010000 extends Migration {
  override async up(): Promise<void> {
    this.addSql("create table \"parameter_format\" (\"id\" serial primary key, \"key\" varchar(64) not null, \"type\" varchar(16) not null, \"unit\" varchar(16) null)");
    this.addSql("alter table \"parameter_format\" add constraint \"parameter_format_key_unique\" unique (\"key\")");
    this.addSql("create table \"customer\" (\"id\" serial primary key, \"name\" varchar(100) not null, \"address\" varchar(200) null, \"contact_way\" varchar(100) null, \"location\" varchar(100) null, \"tenant_id\" int null)");
    this.addSql("create table \"product\" (\"id\" serial primary key, \"uuid\" varchar(64) not null, \"model\" varchar(100) not null, \"manufacturing_code\" varchar(100) not null, \"maintainer\" varchar(100) null, \"customer_id\" int null, \"industry\" varchar(16) not null, \"cover_picture\" jsonb null, \"planned_run_seconds_per_item\" double precision null)");
    this.addSql("alter table \"product\" add constraint \"product_uuid_unique\" unique (\"uuid\")");
    this.addSql("create table \"device\" (\"id\" serial primary key, \"uuid\" varchar(64) not null, \"devalias\" varchar(100) not null, \"product_id\" int null, \"tenant_id\" int not null, \"status\" varchar(16) not null default 'Offline', \"status_at\" timestamptz null, \"last_seen_at\" timestamptz null, \"created_at\" timestamptz not null)");
    this.addSql("alter table \"device\" add constraint \"device_uuid_unique\" unique (\"uuid\")");
    this.addSql("create table \"status_change\" (\"id\" serial primary key, \"device_id\" int not null, \"status\" varchar(16) not null, \"at\" timestamptz not null)");
    this.addSql("create index \"status_change_device_id_at_index\" on \"status_change\" (\"device_id\", \"at\")");
    this.addSql("alter table \"status_change\" add constraint \"status_change_device_id_at_status_unique\" unique (\"device_id\", \"at\", \"status\")");
    this.addSql("create table \"piece_count\" (\"id\" serial primary key, \"device_id\" int not null, \"count\" int not null, \"at\" timestamptz not null)");
    this.addSql("alter table \"piece_count\" add constraint \"piece_count_device_id_at_unique\" unique (\"device_id\", \"at\")");
    this.addSql("create table \"device_credential\" (\"id\" serial primary key, \"device_id\" int not null, \"username\" varchar(64) not null, \"password_hash\" varchar(200) not null)");
    this.addSql("alter table \"device_credential\" add constraint \"device_credential_username_unique\" unique (\"username\")");
    this.addSql("create table \"alarm\" (\"id\" serial primary key, \"device_id\" int not null, \"text\" varchar(500) not null, \"at\" timestamptz not null)");
    this.addSql("alter table \"alarm\" add constraint \"alarm_device_id_at_text_unique\" unique (\"device_id\", \"at\", \"text\")");
    this.addSql("create table \"work_shift\" (\"id\" serial primary key, \"name\" varchar(16) not null, \"start\" varchar(5) not null, \"end\" varchar(5) not null)");
    this.addSql("alter table \"customer\" add constraint \"customer_tenant_id_foreign\" foreign key (\"tenant_id\") references \"tenant\" (\"id\") on update cascade on delete set null");
    this.addSql("alter table \"product\" add constraint \"product_customer_id_foreign\" foreign key (\"customer_id\") references \"customer\" (\"id\") on update cascade on delete set null");
    this.addSql("alter table \"device\" add constraint \"device_product_id_foreign\" foreign key (\"product_id\") references \"product\" (\"id\") on update cascade on delete set null");
    this.addSql("alter table \"device\" add constraint \"device_tenant_id_foreign\" foreign key (\"tenant_id\") references \"tenant\" (\"id\") on update cascade on delete restrict");
    this.addSql("alter table \"status_change\" add constraint \"status_change_device_id_foreign\" foreign key (\"device_id\") references \"device\" (\"id\") on update cascade on delete cascade");
    this.addSql("alter table \"piece_count\" add constraint \"piece_count_device_id_foreign\" foreign key (\"device_id\") references \"device\" (\"id\") on update cascade on delete cascade");
    this.addSql("alter table \"device_credential\" add constraint \"device_credential_device_id_foreign\" foreign key (\"device_id\") references \"device\" (\"id\") on update cascade on delete cascade");
    this.addSql("alter table \"alarm\" add constraint \"alarm_device_id_foreign\" foreign key (\"device_id\") references \"device\" (\"id\") on update cascade on delete cascade");
  }
}
