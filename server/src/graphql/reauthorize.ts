import { type DocumentNode, type ExecutionArgs, createSourceEventStream, visit } from 'graphql';
import type { Role } from '../contract/roles';
import { unauthenticated } from '../core/errors';
import type { DeviceChangedEvent } from '../core/pubsub';
import { type CallerInvalidation, concerns } from '../modules/auth/caller-cache';
import type { AppContext, AppServices } from './context';
import type { LiveMember, SubscriptionTarget } from './live-delivery';

const isAsyncIterable = (value: unknown): boolean => typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/**
 * The string values a document holds, as parsed (escapes decoded: `"\u0064ev-1"` is `dev-1`),
 * once per document: where a subscription names a device in its text.
 */
const documentStrings = new WeakMap<DocumentNode, Set<string>>();
function stringsOf(document: DocumentNode): Set<string> {
  let strings = documentStrings.get(document);
  if (!strings) {
    const found = new Set<string>();
    visit(document, { StringValue: (node) => void found.add(node.value) });
    documentStrings.set(document, (strings = found));
  }
  return strings;
}

/** Whether `value` (a subscription's variables) holds the string anywhere. */
function holdsString(value: unknown, wanted: string): boolean {
  if (value === wanted) return true;
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).some((v) => holdsString(v, wanted));
}

/**
 * Nothing outlives its permission: when a caller's rights may have changed (a session
 * revoked, a user's role or tenant changed, the tenant tree changed: caller invalidations;
 * a role's policy replaced; a device moved to another tenant or logged out: the subscriptions
 * naming it), every open subscription of the callers concerned is
 * subscribed again in a fresh context, on each instance as the change reaches it. What a
 * new subscribe would refuse ends with that error (`next` with errors, then `complete`);
 * what it accepts goes on, in the group of its new view if that changed; a socket whose
 * session or integrator token is gone is closed with 4401.
 *
 * `recontext` builds the context a member would get now (its session read again).
 */
export function reauthorizeOnChange(
  app: Pick<AppServices, 'callers' | 'policies' | 'logger' | 'pubsub'>,
  members: () => LiveMember[],
  recontext: (old: AppContext) => Promise<AppContext>,
): () => void {
  // One re-check at a time per subscription, in the order the changes arrived.
  const queues = new WeakMap<SubscriptionTarget, Promise<void>>();

  const recheck = async (member: LiveMember) => {
    const old = member.args.contextValue as AppContext;
    const fresh = await recontext(old);
    if (!fresh.auth) {
      member.revoke([unauthenticated()]);
      member.target.socket.close(4401, 'Session revoked');
      return;
    }
    const args: ExecutionArgs = { ...member.args, contextValue: fresh };
    // The same checks as a new subscribe (directives, scope), without listening: a LiveStream is lazy.
    const source = await createSourceEventStream(args);
    if (isAsyncIterable(source)) member.rejoin(args, source);
    else member.revoke((source as { errors: readonly import('graphql').GraphQLError[] }).errors);
  };

  const schedule = (affected: LiveMember[]) => {
    for (const member of affected) {
      const next = (queues.get(member.target) ?? Promise.resolve())
        .then(() => recheck(member))
        .catch((error) => app.logger.error({ err: error, subscription: member.target.id }, 're-authorising a subscription failed'));
      queues.set(member.target, next);
    }
  };

  const ofCallers = (change: CallerInvalidation) => {
    schedule(
      members().filter((m) => {
        const auth = (m.args.contextValue as AppContext).auth;
        return change.all || (auth !== null && concerns(change, auth));
      }),
    );
  };
  const ofRole = (role: Role) => schedule(members().filter((m) => (m.args.contextValue as AppContext).auth?.role === role));
  // A device moved to another tenant or logged out: the subscriptions naming it (in the document or its variables).
  const ofDevice = ({ uuid, reason }: DeviceChangedEvent) => {
    if (reason !== 'moved' && reason !== 'decommissioned') return;
    schedule(members().filter((m) => stringsOf(m.args.document).has(uuid) || holdsString(m.args.variableValues, uuid)));
  };

  const stops = [app.callers.onInvalidate(ofCallers), app.policies.onChange(ofRole), app.pubsub.listen('DEVICE_CHANGED', ofDevice)];
  return () => stops.forEach((stop) => stop());
}
