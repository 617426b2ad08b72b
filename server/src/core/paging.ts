/**
 * One way to page a list: `PageArgsOf(rule)` declares `page` and `pageSize` with the rule's
 * default, `Paginated(Item)` the page type, and `findPage` / `paginate` read one page in
 * the database (the tenant filter applied) after checking the request against the rule.
 */
import type { EntityManager, EntityName, FilterQuery, FindOptions } from '@mikro-orm/core';
import type { QueryBuilder } from '@mikro-orm/knex';
import type { GraphQLScalarType } from 'graphql';
import { ArgsType, type ClassType, Field, Int, ObjectType } from 'type-graphql';
import { type PagingRule, describeSizes, pagingProblem } from '../contract/paging';
import { invalidRequest } from './errors';

export type PageRequest = { page: number; pageSize: number };
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/** `page` and `pageSize` arguments of a list, with the rule's default size. */
export function PageArgsOf(rule: PagingRule) {
  @ArgsType()
  class PageArgs implements PageRequest {
    @Field(() => Int, { defaultValue: 1, description: 'Page number, from 1.' })
    page!: number;

    @Field(() => Int, { defaultValue: rule.defaultSize, description: `Items per page: ${describeSizes(rule)} (${rule.defaultSize} by default).` })
    pageSize!: number;
  }
  return PageArgs;
}

/** The shape every page has: `items`, `total`, `page`, `pageSize`. Extend it: `class UserPage extends Paginated(() => User, {...}) {}`. */
export function Paginated<TItem>(itemType: () => ClassType | GraphQLScalarType, text: { items: string; total: string }) {
  @ObjectType() // abstract and never referenced itself, so it is not emitted: only the subclasses are
  abstract class PageType implements Page<TItem> {
    @Field(() => [itemType()], { description: text.items })
    items!: TItem[];

    @Field(() => Int, { description: text.total })
    total!: number;

    @Field(() => Int, { description: 'Page number, from 1.' })
    page!: number;

    @Field(() => Int, { description: 'Items per page.' })
    pageSize!: number;
  }
  return PageType;
}

/** Checks a page request against its rule (errorno 1004 with the reason) and gives its window. */
export function pageWindow(rule: PagingRule, request: PageRequest): { limit: number; offset: number } {
  const problem = pagingProblem(rule, request.page, request.pageSize);
  if (problem) throw invalidRequest(problem.reason, problem.params);
  return { limit: request.pageSize, offset: (request.page - 1) * request.pageSize };
}

export const pageOf = <T>(items: T[], total: number, request: PageRequest): Page<T> => ({ items, total, page: request.page, pageSize: request.pageSize });

/** One page of entities and the total, through the EntityManager (its filters apply). */
export async function findPage<T extends object, Excludes extends string = never>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  options: Omit<FindOptions<T, never, '*', Excludes>, 'limit' | 'offset'>,
  rule: PagingRule,
  request: PageRequest,
): Promise<Page<T>> {
  const window = pageWindow(rule, request);
  const [items, total] = await em.findAndCount(entity, where, { ...options, ...window } as FindOptions<T, never>);
  return pageOf(items as T[], total, request);
}

/** One page of a query builder and the total; applies the tenant filter, which a query builder skips unless told. */
export async function paginate<T extends object>(qb: QueryBuilder<T>, rule: PagingRule, request: PageRequest): Promise<Page<T>> {
  const { limit, offset } = pageWindow(rule, request);
  await qb.applyFilters();
  const [items, total] = await qb.limit(limit).offset(offset).getResultAndCount();
  return pageOf(items, total, request);
}

/** A LIKE pattern that finds `text` anywhere, with its own %, _ and backslash taken literally (the searches of every list). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
