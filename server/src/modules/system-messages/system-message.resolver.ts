import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { SystemMessageEvent } from '../../core/pubsub';
import type { AppContext } from '../../graphql/context';
import { requireAuth } from '../../graphql/guards';
import { API, Permission } from '../permissions/apis';
import { type SystemMessageView, listMessages, markAllRead, markRead, messagePreview, sendMessage, viewOfEvent } from './system-message.service';
import { SentSystemMessage, SystemMessageInput, SystemMessageItem, SystemMessageListArgs, SystemMessagePage, SystemMessagePreview } from './system-message.types';

@Resolver()
export class SystemMessageResolver {
  @Permission(API.systemMessageList)
  @Query(() => SystemMessagePage, { description: "The caller's system messages, newest first, filtered by status, type and time range (in the database)." })
  mySystemMessages(@Ctx() ctx: AppContext, @Args() args: SystemMessageListArgs): Promise<{ items: SystemMessageView[]; total: number; page: number; pageSize: number }> {
    return listMessages(ctx.em, requireAuth(ctx).userId, args, args, ctx.app.config.timeZone);
  }

  @Permission(API.systemMessageList)
  @Query(() => SystemMessagePreview, { description: "The header's preview: the unread count and the latest 5 unread messages." })
  systemMessagePreview(@Ctx() ctx: AppContext): Promise<SystemMessagePreview> {
    return messagePreview(ctx.em, requireAuth(ctx).userId);
  }

  @Permission(API.systemMessageRead)
  @Mutation(() => Int, { description: 'Marks messages of the caller read (1-50 ids) and answers the unread count left; errorno 1080 when an id is not a message addressed to the caller (nothing is marked then).' })
  markSystemMessagesRead(@Ctx() ctx: AppContext, @Arg('ids', () => [ID], { description: 'Message ids.' }) ids: string[]): Promise<number> {
    return markRead(ctx.em, requireAuth(ctx).userId, ids);
  }

  @Permission(API.systemMessageRead)
  @Mutation(() => Int, { description: 'Marks every unread message of the caller read (one statement) and answers how many it marked.' })
  markAllSystemMessagesRead(@Ctx() ctx: AppContext): Promise<number> {
    return markAllRead(ctx.em, requireAuth(ctx).userId);
  }

  @Permission(API.systemMessageSend)
  @Mutation(() => SentSystemMessage, {
    description: "Sends a system message: stored with a receipt for every user of the audience (one transaction), then delivered live on `systemMessages`. super_admin: to everyone, or to tenants; anyone else: to tenants of their own scope (errorno 1151 for another). Form rules: see SystemMessageInput (errorno 1003).",
  })
  async sendSystemMessage(@Ctx() ctx: AppContext, @Arg('input', { description: 'The message and its audience.' }) input: SystemMessageInput): Promise<SentSystemMessage> {
    const auth = requireAuth(ctx);
    const { message, recipients } = await sendMessage(ctx.em, { userId: auth.userId, role: auth.role, tenantId: auth.tenantId }, ctx.scope, input, ctx.app.pubsub);
    return { id: message.id, recipients };
  }

  @Permission(API.systemMessageList)
  @Subscription(() => SystemMessageItem, {
    description: 'System messages addressed to the caller, as they are sent (unread). The unread count and the preview are in `systemMessagePreview`.',
    subscribe: ({ context }: { context: AppContext }) => context.app.feeds.systemMessages(requireAuth(context).tenantId, requireAuth(context).userId),
  })
  systemMessages(@Root() event: SystemMessageEvent): SystemMessageView {
    return viewOfEvent(event);
  }
}
