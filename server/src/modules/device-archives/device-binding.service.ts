/**
 * Users bound to a device (spec part 2 section 6): Observer or Administrator, one administrator
 * per device, whose rights are transferable; the administrator cannot be unbound (transfer first).
 * Bound users are users of the caller's scope; another tenant's user is not found.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { BindingRole } from '../../contract/device-archives';
import { ERRNO } from '../../contract/error-catalogue';
import { AppError, formInvalid } from '../../core/errors';
import { parseId } from '../../core/ids';
import { User } from '../users/user.entity';
import { DeviceBinding } from './device-archive.entities';
import { archiveDevice, bindingOf, lockBindings } from './device-archive.service';

export type BindingView = { id: number; userId: number; name: string; account: string; role: BindingRole; createdAt: Date };

/** The users bound to a device in scope, administrator first. */
export async function listBindings(em: EntityManager, deviceIdArg: string): Promise<BindingView[]> {
  const device = await archiveDevice(em, deviceIdArg, false);
  const bindings = await em.find(DeviceBinding, { device: device.id }, { orderBy: { role: 'asc', id: 'asc' } });
  const users = bindings.length ? await em.find(User, { id: { $in: bindings.map((b) => b.user.id) } }, { fields: ['id', 'name', 'account'] }) : [];
  const byId = new Map(users.map((u) => [u.id, u]));
  return bindings
    .filter((b) => byId.has(b.user.id))
    .map((b) => ({ id: b.id, userId: b.user.id, name: byId.get(b.user.id)!.name, account: byId.get(b.user.id)!.account, role: b.role, createdAt: b.createdAt }));
}

async function userInScope(em: EntityManager, userIdArg: string): Promise<User> {
  const user = await em.findOne(User, { id: parseId(userIdArg, 'userId') });
  if (!user) throw formInvalid([{ field: 'userId', key: 'reference_unknown' }]);
  return user;
}

/** Binds a user of the caller's scope to a device: as Administrator only while it has none (1030003), never twice (1030008). */

export async function bindUser(em: EntityManager, deviceIdArg: string, userIdArg: string, role: BindingRole): Promise<BindingView[]> {
  const device = await archiveDevice(em, deviceIdArg);
  const user = await userInScope(em, userIdArg);
  await em.transactional(async (tx) => {
    await lockBindings(tx, device.id);
    if (await bindingOf(tx, device.id, user.id)) throw new AppError(ERRNO.alreadyBound);
    if (role === 'Administrator' && (await tx.count(DeviceBinding, { device: device.id, role: 'Administrator' }))) throw new AppError(ERRNO.deviceHasAdministrator);
    tx.create(DeviceBinding, { device: device.id, user: user.id, role, tenant: device.tenant });
  });
  return listBindings(em, String(device.id));
}

/** Hands the administrator rights to another user of the scope (bound or not): only the administrator (1030004); they stay as Observer. */
export async function transferAdministrator(em: EntityManager, callerId: number, deviceIdArg: string, userIdArg: string): Promise<BindingView[]> {
  const device = await archiveDevice(em, deviceIdArg);
  await em.transactional(async (tx) => {
    await lockBindings(tx, device.id);
    const current = await bindingOf(tx, device.id, callerId);
    if (current?.role !== 'Administrator') throw new AppError(ERRNO.notDeviceAdministrator);
    const user = await userInScope(tx, userIdArg);
    if (user.id === callerId) return;
    current.role = 'Observer';
    const target = await tx.findOne(DeviceBinding, { device: device.id, user: user.id });
    // The old administrator steps down first: at no time has the device two.
    await tx.flush();
    if (target) target.role = 'Administrator';
    else tx.create(DeviceBinding, { device: device.id, user: user.id, role: 'Administrator', tenant: device.tenant });
    await tx.flush();
  });
  return listBindings(em, String(device.id));
}

/**
 * Removes a user's binding; the administrator cannot be unbound (1030005), an unbound user is
 * 1030007, and so is a user outside the caller's tenants (whose binding the list does not show).
 */
export async function unbindUser(em: EntityManager, deviceIdArg: string, userIdArg: string): Promise<BindingView[]> {
  const device = await archiveDevice(em, deviceIdArg);
  const userId = parseId(userIdArg, 'userId');
  await em.transactional(async (tx) => {
    await lockBindings(tx, device.id);
    const binding = await tx.findOne(DeviceBinding, { device: device.id, user: userId });
    if (!binding || !(await tx.count(User, { id: userId }))) throw new AppError(ERRNO.bindingNotFound);
    if (binding.role === 'Administrator') throw new AppError(ERRNO.administratorCannotUnbind);
    await tx.nativeDelete(DeviceBinding, { id: binding.id });
  });
  return listBindings(em, String(device.id));
}
