import type { ImportMode } from '../../src/contract/customers';
import { createInProcessPubSub } from '../../src/core/pubsub';
import { type ImportJob, importJob, startImport } from '../../src/modules/customers/customer.import';
import { actorOf } from '../../src/modules/customers/customer.log';
import type { ServiceDatabase } from './service-db';

/**
 * Starts a customer import of an xlsx file as tenantadmin, as `POST /customer/import` starts it:
 * `finished` is the job as stored once it ended, `errors` what it logged (server failures).
 */
export async function startCustomerImport(db: ServiceDatabase, file: string, mode: ImportMode): Promise<{ finished: Promise<ImportJob>; errors: unknown[] }> {
  const { em, scope, user } = await db.as('tenantadmin');
  const actor = await actorOf(em, { userId: user.id, role: user.role });
  const errors: unknown[] = [];
  let ended!: () => void;
  const done = new Promise<void>((resolve) => (ended = resolve));
  const started = await startImport({
    orm: db.orm,
    scope,
    tenantId: user.tenant.id,
    actor,
    mode,
    file,
    format: 'xlsx',
    locale: 'en',
    pubsub: createInProcessPubSub(),
    done: async () => ended(),
    onError: (error) => errors.push(error),
  });
  const finished = done.then(async () => importJob(db.scoped(scope), started.id, user.id, 'en'));
  return { finished, errors };
}
