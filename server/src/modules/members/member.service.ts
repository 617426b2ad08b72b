/**
 * Maintenance members (spec part 2 section 3): a profile per user of a member role, listed
 * (searched, filtered, sorted and paged in the database), read with its latest check-ins,
 * edited by whoever holds PUT /member in the member's scope, and checked in by the member.
 * Every read and write goes through the caller's scoped EntityManager.
 */
import type { EntityManager } from '@mikro-orm/core';
import { ERRNO } from '../../contract/error-catalogue';
import { MEMBER_CHECK_INS_SHOWN, MEMBER_ROLES, type MemberGender, type MemberSortKey, type MemberStatus, validateCheckIn, validateMember } from '../../contract/members';
import { TABLE_PAGING, type SortDirection } from '../../contract/paging';
import type { Role } from '../../contract/roles';
import { AppError, formInvalid } from '../../core/errors';
import { parseId } from '../../core/ids';
import { type Page, type PageRequest, findPage, pageOf } from '../../core/paging';
import { Customer } from '../customers/customer.entity';
import { User } from '../users/user.entity';
import { Member, MemberCheckIn } from './member.entity';

export type MemberView = {
  id: number;
  userId: number;
  account: string;
  name: string;
  role: Role;
  phone: string | null;
  email: string | null;
  remarkName: string;
  gender: MemberGender;
  status: MemberStatus;
  serviceCustomerId: number | null;
  serviceCustomerName: string | null;
  location: string;
  updatedAt: Date;
};

export type CheckInView = { id: number; at: Date; place: string };

const viewOf = (member: Member): MemberView => {
  const user = member.user.getEntity();
  const customer = member.serviceCustomer?.isInitialized() ? member.serviceCustomer.getEntity() : null;
  return {
    id: member.id,
    userId: user.id,
    account: user.account,
    name: user.name,
    role: user.role,
    phone: user.phone ?? null,
    email: user.email ?? null,
    remarkName: member.remarkName,
    gender: member.gender,
    status: member.status,
    serviceCustomerId: member.serviceCustomer?.id ?? null,
    serviceCustomerName: customer?.name ?? null,
    location: member.location,
    updatedAt: member.updatedAt,
  };
};

/**
 * The profile a user of a member role gets with the account (standby, no remark), persisted
 * with the caller's next flush, so account and profile are written in one transaction. Called
 * when a user is added or becomes a member; does nothing for other roles or a user who has one.
 * Profiles are never made on a read (a migration gave the users of earlier versions theirs).
 */
export async function addProfileIfMember(em: EntityManager, user: User): Promise<void> {
  if (!(MEMBER_ROLES as readonly string[]).includes(user.role)) return;
  if (user.id !== undefined && (await em.count(Member, { user: user.id }))) return;
  em.persist(em.create(Member, { tenant: user.tenant, user }));
}

export type MemberListFilter = { search?: string | null; status?: MemberStatus | null; serviceCustomerId?: string | null; sortKey: MemberSortKey; sortDirection: SortDirection };

/** Case-insensitive on both dialects: SQLite's LIKE already is (ASCII), PostgreSQL's is ILIKE. */
const containsOperator = (em: EntityManager) => (em.getPlatform().constructor.name.startsWith('PostgreSql') ? '$ilike' : '$like');

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Members of the caller's tenants: search by account, name or remark name, filter by status and customer, sorted and paged in the database. */
export async function listMembers(em: EntityManager, filter: MemberListFilter, request: PageRequest): Promise<Page<MemberView>> {
  const where: Record<string, unknown>[] = [{ user: { role: { $in: [...MEMBER_ROLES] } } }];
  const search = (filter.search ?? '').trim();
  if (search) {
    const like = { [containsOperator(em)]: `%${likeEscaped(search)}%` };
    where.push({ $or: [{ remarkName: like }, { user: { account: like } }, { user: { name: like } }] });
  }
  if (filter.status) where.push({ status: filter.status });
  if (filter.serviceCustomerId) where.push({ serviceCustomer: parseId(filter.serviceCustomerId, 'serviceCustomerId') });
  const orderBy = filter.sortKey === 'account' ? { user: { account: filter.sortDirection } } : { [filter.sortKey]: filter.sortDirection };
  const page = await findPage<Member>(em, Member, { $and: where } as never, { orderBy: [orderBy, { id: 'asc' }], populate: ['user', 'serviceCustomer'] as never }, TABLE_PAGING, request);
  return pageOf(page.items.map(viewOf), page.total, request);
}

async function memberInScope(em: EntityManager, idArg: string): Promise<Member> {
  const member = await em.findOne(Member, { id: parseId(idArg, 'id'), user: { role: { $in: [...MEMBER_ROLES] } } }, { populate: ['user', 'serviceCustomer'] });
  if (!member) throw new AppError(ERRNO.memberNotFound);
  return member;
}

/** The member profile of a user in the caller's tenants (the one `addUser` made with a member account); errorno 1122 otherwise. */
export async function memberOfUser(em: EntityManager, userId: number): Promise<MemberView> {
  const member = await em.findOne(Member, { user: userId }, { populate: ['user', 'serviceCustomer'] });
  if (!member) throw new AppError(ERRNO.memberNotFound);
  return viewOf(member);
}

/** One member of the caller's tenants; errorno 1122 for any other id. */
export async function getMember(em: EntityManager, idArg: string): Promise<MemberView> {
  return viewOf(await memberInScope(em, idArg));
}

/** The latest check-ins of a member (already in scope), newest first. */
export async function checkInsOf(em: EntityManager, memberId: number): Promise<CheckInView[]> {
  const rows = await em.find(MemberCheckIn, { member: memberId }, { orderBy: { at: 'desc', id: 'desc' }, limit: MEMBER_CHECK_INS_SHOWN });
  return rows.map((r) => ({ id: r.id, at: r.at, place: r.place }));
}

export type MemberValues = { remarkName?: string | null; gender: string; status: string; serviceCustomerId?: string | null; location?: string | null };

/** Edits a member's profile; the service customer must be a customer of the caller's tenants (1123). */
export async function updateMember(em: EntityManager, idArg: string, values: MemberValues): Promise<MemberView> {
  const errors = validateMember(values);
  if (errors.length) throw formInvalid(errors);
  const member = await memberInScope(em, idArg);
  let customer: Customer | null = null;
  if (values.serviceCustomerId) {
    customer = await em.findOne(Customer, { id: parseId(values.serviceCustomerId, 'serviceCustomerId') });
    if (!customer) throw new AppError(ERRNO.customerOutOfScope);
  }
  em.assign(member, {
    remarkName: (values.remarkName ?? '').trim(),
    gender: values.gender as MemberGender,
    status: values.status as MemberStatus,
    serviceCustomer: customer,
    location: (values.location ?? '').trim(),
  });
  await em.flush();
  return viewOf(member);
}

/** The caller checks in (time: now; place given), which also becomes their location. Only a member may (1122 otherwise). */
export async function checkIn(em: EntityManager, caller: { userId: number; role: Role }, place: string): Promise<CheckInView> {
  const errors = validateCheckIn(place);
  if (errors.length) throw formInvalid(errors);
  if (!(MEMBER_ROLES as readonly string[]).includes(caller.role)) throw new AppError(ERRNO.memberNotFound);
  return em.transactional(async (tx) => {
    const member = await tx.findOne(Member, { user: caller.userId });
    if (!member) throw new AppError(ERRNO.memberNotFound);
    const row = tx.create(MemberCheckIn, { tenant: member.tenant, member, at: new Date(), place: place.trim() });
    member.location = place.trim();
    await tx.flush();
    return { id: row.id, at: row.at, place: row.place };
  });
}

/** The customers of the caller's tenants a member may serve (the edit form's choices), by name, at most 500. */
export async function customerChoices(em: EntityManager): Promise<{ id: number; name: string }[]> {
  const rows = await em.find(Customer, {}, { fields: ['id', 'name'], orderBy: { name: 'asc', id: 'asc' }, limit: 500 });
  return rows.map((c) => ({ id: c.id, name: c.name }));
}
