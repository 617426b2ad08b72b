import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import { systemEm } from '../core/tenancy';
import { checked } from '../modules/auth/auth.service';
import { BUSY } from '../modules/auth/in-progress-limit';
import { type LoginThrottle, isRefusal } from '../modules/auth/login-throttle';
import { burnVerifyTime, verifyPassword } from '../modules/auth/passwords';
import { DeviceCredential } from '../modules/devices/device-credential.entity';

/** Who is connected to the broker: a machine (by its uuid) or the server itself. */
export type MqttIdentity = { kind: 'device'; uuid: string } | { kind: 'server' };

/**
 * A device's client id is bound to its credential: it must be the uuid itself or
 * start with `{uuid}/`. No other device can then present a client id that takes
 * over this device's session (a prefix like `dev-1-2` of `dev-1` does not match).
 */
export function clientIdAllowed(clientId: string, uuid: string): boolean {
  return clientId === uuid || clientId.startsWith(`${uuid}/`);
}

const digest = (s: string | Buffer) => createHash('sha256').update(s).digest();

/** The argon2 work of a check: `verify` against a credential's hash, `burn` the same work when there is none. */
export type PasswordWork = {
  verify(passwordHash: string, password: string): Promise<boolean>;
  burn(password: string): Promise<void>;
};
const ARGON2: PasswordWork = { verify: verifyPassword, burn: burnVerifyTime };
const VERIFIED_TTL_MS = 10 * 60_000;

/**
 * Failed device sign-ins counted before an argon2 verify is spent (with LoginThrottle, as the
 * HTTP sign-in): each costs a thread of libuv's small pool, so a flood of wrong passwords
 * delayed every sign-in of the platform by seconds. Per device and address it is tight (a
 * misconfigured machine retrying every second stops costing anything), per address wider (a
 * factory behind one address with a few misconfigured machines is not shut out; a guesser
 * spraying uuids is). Not per device over all addresses: a device's password is 192 random
 * bits (`newDevicePassword`), so guesses spread over addresses gain nothing, while such a bound
 * let a stranger with a hundred addresses lock any machine out for the window. A device whose
 * password was verified lately reconnects from memory, throttled or not.
 */
export const MQTT_AUTH_LIMITS = { perAccountAndAddress: 10, perAddress: 100, perAccount: Number.POSITIVE_INFINITY, windowMs: 15 * 60_000 } as const;

/**
 * Checks MQTT credentials: devices against their argon2id hash (a verified password
 * is remembered as a SHA-256 for a while, so reconnect storms do not cost an argon2
 * each), and the server's own internal credential, random per process. An unknown uuid
 * costs the same argon2 verify as a wrong password (`burnVerifyTime`, as sign-in does),
 * so the time of a refusal does not tell which uuids exist.
 */
export class MqttAuthenticator {
  readonly internal = { username: '$server', password: randomBytes(24).toString('base64url') };
  private readonly verified = new Map<string, { sha: Buffer; until: number }>();
  /**
   * How often each device's credential was forgotten (rotated, moved, removed). A check that began
   * before a `forget` neither remembers the password nor admits the device: without it, a connect
   * whose verify of the old password was in flight when the rotation committed came back after the
   * broker had closed the device's connections, was let in and put the old password back in memory.
   * One number per device whose credential ever changed on this instance: bounded by the devices.
   */
  private readonly generations = new Map<string, number>();

  constructor(
    private readonly orm: MikroORM,
    private readonly passwords: PasswordWork = ARGON2,
    private readonly throttle?: LoginThrottle,
  ) {}

  /** Connects answered `busy` since start (the broker logs them sampled). */
  get busyRefusals(): number {
    return this.throttle?.checks.refused ?? 0;
  }

  /** Forgets a device's remembered password (its credential changed or was removed): the next connect verifies again. */
  forget(uuid: string): void {
    this.verified.delete(uuid);
    this.generations.set(uuid, this.generation(uuid) + 1);
  }

  /** Changes when the device's credential is forgotten: a connect admitted under an older one must not stay. */
  generation(uuid: string): number {
    return this.generations.get(uuid) ?? 0;
  }

  /**
   * `address`: the client's network address, for the throttle (none: counted per device only).
   * `busy`: as many password checks as allowed are in progress; nothing was counted or spent, and
   * the device may simply try again (a device whose password was verified lately is never busy).
   */
  async authenticate(username: string | undefined, password: Buffer | undefined, clientId: string, address?: string): Promise<MqttIdentity | 'bad-credentials' | 'client-id-refused' | 'throttled' | 'busy'> {
    if (!username || !password || password.length === 0 || password.length > 200) return 'bad-credentials';
    if (username === this.internal.username) {
      return timingSafeEqual(digest(password), digest(this.internal.password)) ? { kind: 'server' } : 'bad-credentials';
    }
    const sha = digest(password);
    const generation = this.generation(username);
    const known = this.verified.get(username);
    let ok = known !== undefined && known.until > Date.now() && timingSafeEqual(known.sha, sha);
    if (!ok) {
      // At most the throttle's `checks` in progress, from its look-up to the verify's end.
      const check = () => this.checkPassword(username, password, sha, address, generation);
      const checked = this.throttle ? await this.throttle.checks.run(check) : await check();
      if (checked === BUSY) return 'busy';
      if (checked === 'throttled') return 'throttled';
      ok = checked;
    }
    // Forgotten while the check ran: the password checked may be the one just revoked.
    if (!ok || this.generation(username) !== generation) return 'bad-credentials';
    if (!clientIdAllowed(clientId, username)) return 'client-id-refused';
    return { kind: 'device', uuid: username };
  }

  /** The throttle, then one argon2 verify (or the same work burnt for an unknown uuid); a right password is remembered. */
  private async checkPassword(username: string, password: Buffer, sha: Buffer, address: string | undefined, generation: number): Promise<boolean | 'throttled'> {
    const verify = async () => {
      const credential = await systemEm(this.orm, 'mqtt-auth').findOne(DeviceCredential, { username });
      if (credential) return (await this.passwords.verify(credential.passwordHash, password.toString('utf8'))) || null;
      await this.passwords.burn(password.toString('utf8'));
      return null;
    };
    let ok: boolean;
    if (this.throttle) {
      // Namespaced, as the store may be the HTTP sign-in's (a device uuid is not an account).
      const attempt = await this.throttle.begin(`mqtt:${username}`, address && `mqtt:${address}`);
      if (isRefusal(attempt)) return 'throttled';
      ok = (await checked(attempt, verify)) !== null;
    } else ok = (await verify()) !== null;
    if (ok && this.generation(username) === generation) this.verified.set(username, { sha, until: Date.now() + VERIFIED_TTL_MS });
    return ok;
  }
}
