/**
 * The public repair report and "query my repair by SN" (spec part 2: a repair reported from a
 * machine's QR page or by SN, without signing in). Abuse is held off in layers:
 *
 * - the drag verification: the form asks for a challenge first (`issueChallenge`) and sends it
 *   back with the report; a challenge is signed with the server's key, counts only between
 *   `minHumanMs` and 10 minutes after it was issued, and is used once (1023009). The slider
 *   itself runs in the browser; what the server can hold is that every report costs a fresh
 *   round trip and cannot be replayed;
 * - rate limits per client address (reports per hour, queries per hour) and per SN (reports
 *   per day), counted in the same store as the sign-in throttle (memory, or Redis shared by
 *   every instance): 1023008 with the minutes to wait;
 * - bounded inputs and the report form's rules (1003);
 * - pictures and attachments only with a pass, the verification exchanged for one bound to the
 *   SN (public-upload.service.ts): the report refers only to files uploaded with its own pass
 *   and spends it;
 * - the query answers only orders whose requester allowed it, with their number, status and
 *   times, nothing about people.
 *
 * There is no caller here: the machine of an SN is found past the tenant filter
 * (public-upload.service.ts `machineOf`, in UNFILTERED_READS), then everything else runs in an
 * EntityManager that sees exactly that machine's tenant.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import { ERRNO } from '../../contract/error-catalogue';
import { PUBLIC_REPAIR_LIMITS, REPAIR_ORDER_TABLE, repairProgressOf, repairStatusOf, validateRepairReport } from '../../contract/repair-orders';
import { AppError, formInvalid } from '../../core/errors';
import { type PubSub, announceTableChange } from '../../core/pubsub';
import { TenantScope, scopedEm } from '../../core/tenancy';
import type { AttemptStore, ThrottleKey } from '../auth/login-throttle';
import { type LookupList, lookupsOf } from './repair-lookup.service';
import { RepairOrder } from './repair-order.entity';
import { type RepairOrderValues, insertRepairOrder, reportFields } from './repair-order.service';
import { addressKey, claimPass, livePass, machineOf, passFiles } from './public-upload.service';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** The challenges and rate limits of the public calls; one per server, its counts shared through the store. */
export class PublicRepairGate {
  private readonly key: Buffer;

  constructor(
    private readonly store: AttemptStore,
    secret: Buffer,
    /** The clock of challenges, passes and limits. */
    readonly now: () => number,
  ) {
    this.key = createHmac('sha256', secret).update('public-repair-challenge').digest();
  }

  /** A signed challenge: `<nonce>.<issued ms>.<signature>`. */
  issueChallenge(): string {
    const body = `${randomBytes(16).toString('base64url')}.${this.now()}`;
    return `${body}.${createHmac('sha256', this.key).update(body).digest('base64url')}`;
  }

  /** Checks a challenge and spends it (1023009 when forged, too quick, expired or used). */
  async spendChallenge(token: string): Promise<void> {
    const invalid = () => new AppError(ERRNO.repairVerificationInvalid);
    const parts = token.split('.');
    if (parts.length !== 3) throw invalid();
    const [nonce, issued, signature] = parts;
    const expected = createHmac('sha256', this.key).update(`${nonce}.${issued}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
    const age = this.now() - Number(issued);
    if (!Number.isFinite(age) || age < PUBLIC_REPAIR_LIMITS.minHumanMs || age > PUBLIC_REPAIR_LIMITS.challengeTtlMs) throw invalid();
    const [use] = await this.store.add([{ key: `challenge:${nonce}`, max: 1 }], nonce, this.now(), PUBLIC_REPAIR_LIMITS.challengeTtlMs);
    if (use.count > 1) throw invalid();
  }

  /** Reserves one use under each key (all or none); 1023008 with the minutes to wait when one is full. */
  async take(keys: readonly ThrottleKey[], windowMs: number): Promise<void> {
    const id = randomBytes(12).toString('base64url');
    const now = this.now();
    const counts = await this.store.add(keys, id, now, windowMs);
    const over = counts.filter((c, i) => c.count > keys[i].max);
    if (over.length) {
      await this.store.remove(keys.map((k) => k.key), id);
      const minutes = Math.max(1, Math.ceil((Math.max(...over.map((c) => c.freeAt)) - now) / 60_000));
      throw new AppError(ERRNO.repairTooManyRequests, { minutes }, { httpStatus: 429 });
    }
  }
}

export type PublicRepairForm = { sn: string; model: string; lookups: LookupList[] };

/** What the public form shows for an SN: the model and the lookup lists of the machine's tenant; null for an unknown SN. Counted as a query. */
export async function publicRepairForm(orm: MikroORM, gate: PublicRepairGate, sn: string, ip: string | undefined): Promise<PublicRepairForm | null> {
  await gate.take([{ key: `query:${addressKey(ip)}`, max: PUBLIC_REPAIR_LIMITS.queriesPerAddressHour }], HOUR);
  const machine = await machineOf(orm, sn);
  if (!machine) return null;
  const em = scopedEm(orm, TenantScope.only(machine.tenant.id));
  // Which tenant a list comes from is nothing a stranger needs.
  const lookups = (await lookupsOf(em, machine.tenant.id)).map((list) => ({ ...list, tenantId: null }));
  return { sn: machine.manufacturingCode, model: machine.model, lookups };
}

/**
 * A report without signing in: the verification (a fresh challenge, or a pass with the files
 * uploaded under it), the form rules, the limits, then the order in the machine's tenant. With
 * a pass, the files must be its own uploads, and the pass is spent with the order.
 */
export async function publicReportRepair(
  orm: MikroORM,
  gate: PublicRepairGate,
  pubsub: PubSub,
  values: RepairOrderValues & { challenge?: string | null; pass?: string | null },
  ip: string | undefined,
): Promise<RepairOrder> {
  const errors = validateRepairReport(values);
  if (errors.length) throw formInvalid(errors);
  const fields = reportFields(values);
  const pass = values.pass ? await livePass(orm, values.pass, gate.now()) : null;
  if (pass) {
    // A pass serves the SN it was issued for.
    if (pass.sn !== fields.sn) throw new AppError(ERRNO.repairVerificationInvalid);
  } else {
    await gate.spendChallenge(values.challenge ?? '');
  }
  // Files only with their pass: checked before the limits count the report.
  const passEm = scopedEm(orm, pass ? TenantScope.only(pass.tenant.id) : TenantScope.none());
  const files = await passFiles(passEm, pass?.id ?? null, values.pictures ?? [], values.attachments ?? []);
  if (files.errors.length) throw formInvalid(files.errors);
  await gate.take([{ key: `report-address:${addressKey(ip)}`, max: PUBLIC_REPAIR_LIMITS.reportsPerAddressHour }], HOUR);
  await gate.take([{ key: `report-sn:${fields.sn}`, max: PUBLIC_REPAIR_LIMITS.reportsPerSnDay }], DAY);
  const machine = await machineOf(orm, fields.sn);
  if (!machine) throw formInvalid([{ field: 'sn', key: 'repair_sn_unknown' }]);
  if (pass && pass.productId !== machine.id) throw new AppError(ERRNO.repairVerificationInvalid);
  const em = scopedEm(orm, TenantScope.only(machine.tenant.id));
  const data = { ...fields, pictures: files.pictures, attachments: files.attachments, productId: machine.id, applicantId: null };
  const order = pass
    ? await em.transactional(async (tx) => {
        await claimPass(tx, pass.id, files.uploadIds, gate.now());
        return insertRepairOrder(tx, machine.tenant.id, data, fields.contactName);
      })
    : await insertRepairOrder(em, machine.tenant.id, data, fields.contactName);
  announceTableChange(pubsub, REPAIR_ORDER_TABLE, machine.tenant.id);
  return order;
}

export type PublicRepairStatus = { number: string; status: number; progress: number; createTime: Date; updateTime: Date };

/** "Query my repair by SN": the orders of that machine whose requester allowed it, newest first (at most 20), number, status and times only. */
export async function publicRepairsBySn(orm: MikroORM, gate: PublicRepairGate, sn: string, ip: string | undefined): Promise<PublicRepairStatus[]> {
  await gate.take([{ key: `query:${addressKey(ip)}`, max: PUBLIC_REPAIR_LIMITS.queriesPerAddressHour }], HOUR);
  const machine = await machineOf(orm, sn);
  if (!machine) return [];
  const em = scopedEm(orm, TenantScope.only(machine.tenant.id));
  const orders = await em.find(RepairOrder, { sn: machine.manufacturingCode, allowQueryBySn: true }, { orderBy: { createTime: 'desc', id: 'desc' }, limit: 20 });
  return orders.map((o) => ({ number: o.number, status: repairStatusOf(o.state), progress: repairProgressOf(o.state), createTime: o.createTime, updateTime: o.updateTime }));
}
