import type { EntityManager } from '@mikro-orm/core';
import { Customer } from './customer.entity';

/**
 * A customer by id as the caller may see it (the tenant filter applies), or null. A
 * reference loads through MikroORM's dataloader, so a page of products costs one query.
 */
export async function customerOf(em: EntityManager, id: number | null): Promise<Customer | null> {
  if (id === null) return null;
  return (await em.getReference(Customer, id, { wrapped: true }).load()) ?? null;
}
