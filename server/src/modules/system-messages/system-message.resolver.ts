import { randomUUID } from 'node:crypto';
import { Arg, Ctx, Field, ID, Mutation, ObjectType, Resolver, Root, Subscription } from 'type-graphql';
import { ERRNO } from '../../contract/error-catalogue';
import { AppError } from '../../core/errors';
import type { SystemMessageEvent } from '../../core/pubsub';
import type { AppContext } from '../../graphql/context';
import { Auth } from '../permissions/apis';
import { TEXT_BOUNDS } from '../../contract/validation';
import { Bounded } from '../../graphql/input-guard';

@ObjectType({ description: 'An announcement to everyone signed in.' })
export class SystemMessage {
  @Field(() => ID)
  id!: string;

  @Field()
  text!: string;

  @Field()
  createdAt!: Date;
}

@Resolver()
export class SystemMessageResolver {
  @Auth('super_admin')
  @Mutation(() => SystemMessage, { description: 'Sends an announcement (1-500 characters) to every subscriber of `systemMessages`.' })
  publishSystemMessage(@Ctx() ctx: AppContext, @Arg('text') @Bounded(TEXT_BOUNDS.systemMessage) text: string): SystemMessage {
    const trimmed = text.trim();
    if (!trimmed || trimmed.length > 500) throw new AppError(ERRNO.invalidRequest, { reason: 'text must have 1 to 500 characters' });
    const event: SystemMessageEvent = { id: randomUUID(), text: trimmed, createdAt: new Date() };
    ctx.app.pubsub.publish('SYSTEM_MESSAGE', event);
    return { ...event, createdAt: new Date(event.createdAt) };
  }

  @Auth()
  @Subscription(() => SystemMessage, {
    description: 'Announcements as they are sent.',
    subscribe: ({ context }: { context: AppContext }) => context.app.feeds.systemMessages(),
  })
  systemMessages(@Root() event: SystemMessageEvent): SystemMessage {
    // Through Redis the date arrives as an ISO string.
    return { ...event, createdAt: new Date(event.createdAt) };
  }
}
