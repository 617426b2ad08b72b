import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { TABLE_PAGING } from '../../contract/paging';
import { SYSTEM_MESSAGE_STATUSES, SYSTEM_MESSAGE_TYPES, type SystemMessageStatus } from '../../contract/system-messages';
import { TEXT_BOUNDS } from '../../contract/validation';
import { PageArgsOf, Paginated } from '../../core/paging';
import { asEnum } from '../../graphql/enums';
import { Bounded } from '../../graphql/input-guard';
import { registerEnumType } from 'type-graphql';
import type { SystemMessageView } from './system-message.service';

export const SystemMessageTypeEnum = asEnum(SYSTEM_MESSAGE_TYPES);
registerEnumType(SystemMessageTypeEnum, { name: 'SystemMessageType', description: 'What a system message is about: notice, maintenance (a maintenance window), upgrade (a new version) or alarm.' });

export const SystemMessageStatusEnum = asEnum(SYSTEM_MESSAGE_STATUSES);
registerEnumType(SystemMessageStatusEnum, { name: 'SystemMessageStatus', description: "The list's status filter: all, or the caller's own unread / read state." });

@ObjectType('SystemMessage', { description: 'A system message as its recipient sees it, with their own read state.' })
export class SystemMessageItem implements SystemMessageView {
  @Field(() => ID, { description: 'The message id (the same for every recipient).' })
  id!: number;

  @Field(() => SystemMessageTypeEnum, { description: 'What it is about.' })
  type!: SystemMessageView['type'];

  @Field({ description: 'Title, 1-50 characters; plain text.' })
  title!: string;

  @Field({ description: 'Content, 1-500 characters; plain text, never HTML.' })
  content!: string;

  @Field({ description: 'When it was sent.' })
  sentAt!: Date;

  @Field({ description: "The sender's name." })
  senderName!: string;

  @Field({ description: 'Whether the caller has read it.' })
  read!: boolean;
}

@ObjectType({ description: "A page of the caller's system messages, newest first." })
export class SystemMessagePage extends Paginated<SystemMessageView>(() => SystemMessageItem, { items: 'Messages of this page.', total: 'Messages matching every filter.' }) {}

@ObjectType({ description: "The header's message preview (spec part 1 section 7: n=5, p=1, status 1)." })
export class SystemMessagePreview {
  @Field(() => Int, { description: "How many of the caller's messages are unread." })
  unread!: number;

  @Field(() => [SystemMessageItem], { description: 'The latest 5 unread messages, newest first.' })
  items!: SystemMessageView[];
}

@ObjectType({ description: 'A message just sent.' })
export class SentSystemMessage {
  @Field(() => ID, { description: 'The message id.' })
  id!: number;

  @Field(() => Int, { description: 'How many users received it.' })
  recipients!: number;
}

@ArgsType()
export class SystemMessageListArgs extends PageArgsOf(TABLE_PAGING) {
  @Field(() => SystemMessageStatusEnum, { defaultValue: 'all', description: 'all (default), unread or read.' })
  status!: SystemMessageStatus;

  @Field(() => SystemMessageTypeEnum, { nullable: true, description: 'Only messages of this type.' })
  type?: SystemMessageView['type'] | null;

  @Bounded(TEXT_BOUNDS.date)
  @Field(() => String, { nullable: true, description: 'Sent at or after: YYYY-MM-DD or YYYY-MM-DD HH:mm:ss in the server time zone.' })
  sentFrom?: string | null;

  @Bounded(TEXT_BOUNDS.date)
  @Field(() => String, { nullable: true, description: 'Sent at or before: YYYY-MM-DD (the whole day) or YYYY-MM-DD HH:mm:ss in the server time zone.' })
  sentTo?: string | null;
}

@InputType({ description: 'A system message to send. Rules (errorno 1003): a type; title 1-50 and content 1-500 characters after trimming; at most 50 tenants.' })
export class SystemMessageInput {
  @Bounded(TEXT_BOUNDS.systemMessageType)
  @Field(() => String, { description: 'notice, maintenance, upgrade or alarm (a form error otherwise).' })
  type!: string;

  @Bounded(TEXT_BOUNDS.systemMessageTitle)
  @Field({ description: 'Title, 1-50 characters.' })
  title!: string;

  @Bounded(TEXT_BOUNDS.systemMessageContent)
  @Field({ description: 'Content, 1-500 characters (plain text).' })
  content!: string;

  @Field(() => [ID], { nullable: true, description: "Tenants to send to, each with its sub-tenants, all in the sender's scope (errorno 1151 otherwise). None: super_admin sends to everyone, anyone else to their whole scope." })
  tenantIds?: string[] | null;
}
