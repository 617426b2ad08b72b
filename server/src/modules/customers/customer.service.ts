import type { EntityManager } from '@mikro-orm/core';
import { loadInScope } from '../../core/tenancy';
import { Customer } from './customer.entity';

/**
 * A customer by id as the caller may see it (the tenant filter applies), or null. A
 * reference loads through MikroORM's dataloader, so a page of products costs one query.
 */
export function customerOf(em: EntityManager, id: number | null): Promise<Customer | null> {
  return id === null ? Promise.resolve(null) : loadInScope(em.getReference(Customer, id, { wrapped: true }));
}
