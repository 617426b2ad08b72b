/** The operation log of customers (spec part 1 section 7): one row per change, written in the change's transaction. */
import type { EntityManager } from '@mikro-orm/core';
import { CUSTOMER_PAGING } from '../../contract/paging';
import type { CustomerLogType } from '../../contract/customers';
import { findPage, type Page, type PageRequest } from '../../core/paging';
import { cutText } from '../../core/text';
import { User } from '../users/user.entity';
import { type Customer, CustomerLog } from './customer.entity';

/** Who changes a customer: the caller's user id, role and name (kept in the log as it was). */
export type Actor = { userId: number; role: string; name: string };

/** The caller as an actor: its user row read through the caller's own scope (its tenant is in it). */
export async function actorOf(em: EntityManager, auth: { userId: number; role: string }): Promise<Actor> {
  const user = await em.findOne(User, { id: auth.userId });
  return { userId: auth.userId, role: auth.role, name: user?.name ?? `#${auth.userId}` };
}

/** Adds a log row for a change of `customer` to the unit of work of `tx` (flushed with the change). */
export function logChange(tx: EntityManager, customer: Customer, type: CustomerLogType, actor: Actor, detail = ''): CustomerLog {
  const row = tx.create(CustomerLog, {
    tenant: customer.tenant,
    customer,
    customerName: customer.name,
    operateType: type,
    operator: tx.getReference(User, actor.userId),
    operatorName: cutText(actor.name, 100),
    detail: cutText(detail, 500),
  });
  tx.persist(row);
  return row;
}

/** A customer's log, newest first (page of 18 by default). */
export function customerLog(em: EntityManager, customerId: number, request: PageRequest): Promise<Page<CustomerLog>> {
  return findPage(em, CustomerLog, { customer: customerId }, { orderBy: { createdAt: 'desc', id: 'desc' } }, CUSTOMER_PAGING, request);
}
