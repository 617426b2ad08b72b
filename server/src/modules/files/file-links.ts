import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { FILE_LINK_MAX_SECONDS } from '../../contract/files';

/**
 * Signed download links: `?tenant=<owner>&expires=<unix seconds>&signature=<base64url>`, the
 * signature an HMAC-SHA256 over the owner, bucket, stored name and expiry. Changing any of
 * them (a later expiry, another file) breaks the signature; without the key none can be made.
 */
export type FileLink = { tenant: number; bucket: string; name: string; expires: number };

/** The file holding the generated key, inside the files folder (shared by every instance). */
const SECRET_FILE = '.link-secret';

function mac(secret: Buffer, link: FileLink): Buffer {
  // One field per line: no field can contain a newline (tenant and expiry are numbers, bucket and name are checked patterns).
  return createHmac('sha256', secret).update(`mmc-file-link-v1\n${link.tenant}\n${link.bucket}\n${link.name}\n${link.expires}`).digest();
}

export function signFileLink(secret: Buffer, link: FileLink): string {
  return mac(secret, link).toString('base64url');
}

/** The query string of a signed link. */
export function fileLinkQuery(secret: Buffer, link: FileLink): string {
  return `tenant=${link.tenant}&expires=${link.expires}&signature=${signFileLink(secret, link)}`;
}

/**
 * The owner tenant of a link when it is genuine and unexpired, else null. Its expiry may lie
 * at most FILE_LINK_MAX_SECONDS ahead (a link cannot have been signed for longer).
 */
export function verifyFileLink(
  secret: Buffer,
  query: { tenant?: unknown; expires?: unknown; signature?: unknown },
  key: { bucket: string; name: string },
  nowMs: number,
): number | null {
  const { tenant, expires, signature } = query;
  if (typeof tenant !== 'string' || typeof expires !== 'string' || typeof signature !== 'string') return null;
  if (!/^[1-9]\d{0,15}$/.test(tenant) || !/^[1-9]\d{0,11}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return null;
  const link: FileLink = { tenant: Number(tenant), bucket: key.bucket, name: key.name, expires: Number(expires) };
  const expected = mac(secret, link);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const now = Math.floor(nowMs / 1000);
  if (link.expires <= now || link.expires > now + FILE_LINK_MAX_SECONDS) return null;
  return link.tenant;
}

/**
 * The key of the links: `FILE_LINK_SECRET`, else the one kept in the files folder, generated
 * on first start. Instances sharing the folder race to create it; the first link wins and the
 * others read it, so every instance signs and checks with the same key.
 */
export async function loadLinkSecret(config: { fileLinkSecret?: string; filesDir: string }): Promise<Buffer> {
  if (config.fileLinkSecret) return Buffer.from(config.fileLinkSecret, 'utf8');
  const file = path.join(config.filesDir, SECRET_FILE);
  const read = async () => {
    const text = (await fsp.readFile(file, 'utf8')).trim();
    if (!/^[0-9a-f]{64}$/.test(text)) throw new Error(`${file} does not hold a link key (64 hex digits); remove it to have one generated`);
    return Buffer.from(text, 'utf8');
  };
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fsp.mkdir(config.filesDir, { recursive: true });
  // Written whole under another name, then linked into place: a reader never sees half a key, and link() never replaces one.
  const temp = `${file}.${randomBytes(8).toString('hex')}`;
  await fsp.writeFile(temp, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  try {
    await fsp.link(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fsp.rm(temp, { force: true });
  }
  return read();
}
