import { createPubSub } from '@graphql-yoga/subscription';

/** A broadcast to everyone signed in (maintenance windows, announcements). */
export type SystemMessageEvent = { id: string; text: string; createdAt: Date };

/** Every subscription topic and its payload, in one typed place. */
export type Topics = {
  SYSTEM_MESSAGE: [SystemMessageEvent];
};

export type PubSub = ReturnType<typeof createPubSub<Topics>>;

export function createInProcessPubSub(): PubSub {
  return createPubSub<Topics>();
}
