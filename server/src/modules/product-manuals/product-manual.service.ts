/**
 * Product manuals (spec part 2): one manual, create, edit, the shelf transitions and delete
 * (the list's search is product-manual.search.ts). Takes the request's EntityManager (scoped to the caller's
 * tenants), so a manual of another tenant is simply not found (errorno 1010002).
 */
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { ERRNO, type Locale } from '../../contract/error-catalogue';
import {
  PRODUCT_MANUAL_LIMITS,
  PRODUCT_MANUAL_TABLE,
  PRODUCT_MANUAL_TAG_GROUP,
  type ManualParam,
  SHELF_REFUSALS,
  type ShelfStatus,
  normalizeParams,
  normalizeTags,
  validateProductManual,
} from '../../contract/product-manuals';
import { AppError, formInvalid } from '../../core/errors';
import { parseId } from '../../core/ids';
import type { PubSub } from '../../core/pubsub';
import { Tenant } from '../tenants/tenant.entity';
import { tagsNamed } from '../tags/tag.service';
import { type StoredFileInput, checkFileReferences } from './file-references';
import { ProductManual } from './product-manual.entity';

/** One manual in the caller's scope, with its tags; errorno 1010002 otherwise. */
export async function getProductManual(em: EntityManager, idArg: string): Promise<ProductManual> {
  const manual = await em.findOne(ProductManual, { id: parseId(idArg, 'id') }, { populate: ['tags'] });
  if (!manual) throw new AppError(ERRNO.recordNotFound);
  return manual;
}

export type ProductManualValues = {
  coverPicture: readonly StoredFileInput[];
  name: string;
  model: string;
  description?: string | null;
  note?: string | null;
  detailPictures?: readonly StoredFileInput[] | null;
  files?: readonly StoredFileInput[] | null;
  params?: readonly ManualParam[] | null;
  tags?: readonly string[] | null;
};

/** The form rules, then the file references; every problem at once (errorno 1003). */
async function checkedValues(em: EntityManager, values: ProductManualValues) {
  const errors = validateProductManual(values);
  const L = PRODUCT_MANUAL_LIMITS;
  const files = await checkFileReferences(em, [
    { field: 'coverPicture', entries: values.coverPicture.slice(0, L.coverPictures), kinds: ['picture'], maxBytes: L.pictureBytes },
    { field: 'detailPictures', entries: (values.detailPictures ?? []).slice(0, L.detailPictures), kinds: ['picture'], maxBytes: L.pictureBytes },
    { field: 'files', entries: (values.files ?? []).slice(0, L.files), kinds: ['picture', 'document'], maxBytes: L.fileBytes },
  ]);
  errors.push(...files.errors);
  if (errors.length) throw formInvalid(errors);
  const [coverPicture, detailPictures, attachments] = files.files;
  return {
    fields: {
      name: values.name.trim(),
      model: values.model.trim(),
      description: (values.description ?? '').trim(),
      note: (values.note ?? '').trim(),
      coverPicture,
      detailPictures,
      files: attachments,
      params: normalizeParams(values.params),
    },
    tags: normalizeTags(values.tags),
    holdFiles: files.hold,
  };
}

/**
 * Runs a write in a transaction, once more if it lost a race creating the same new tag
 * (the unique index refuses the second insert; the retry finds the tag).
 */
export async function writeTransaction<T>(em: EntityManager, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  try {
    return await em.transactional(work);
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    em.clear();
    return em.transactional(work);
  }
}

/** Tells subscribers in scope of the tenant that the product list changed (their refresh dot). */
function announce(pubsub: PubSub, tenantId: number): void {
  pubsub.publish('TABLE_VERSION', { table: PRODUCT_MANUAL_TABLE, version: Date.now(), tenantId });
}

/** Creates a manual in the caller's tenant, off the shelf (INITIAL_SHELF_STATUS). */
export async function createProductManual(em: EntityManager, tenantId: number, values: ProductManualValues, pubsub: PubSub): Promise<ProductManual> {
  const checked = await checkedValues(em, values);
  const manual = await writeTransaction(em, async (tx) => {
    await checked.holdFiles(tx);
    const created = tx.create(ProductManual, { ...checked.fields, tenant: tx.getReference(Tenant, tenantId) });
    created.tags.set(await tagsNamed(tx, tenantId, PRODUCT_MANUAL_TAG_GROUP, checked.tags));
    await tx.flush();
    return created;
  });
  announce(pubsub, tenantId);
  return manual;
}

/**
 * Edits a manual in scope (everything but its status and times); its tags stay in the manual's
 * tenant. The version moves on by one UPDATE conditional on the version read, first in the
 * transaction (in PostgreSQL it also holds the row), so of two edits from one version one wins;
 * with `baseVersion` an edit over a newer version is refused (errorno 1010007) and changes nothing.
 */
export async function updateProductManual(em: EntityManager, idArg: string, values: ProductManualValues, pubsub: PubSub, baseVersion?: number | null): Promise<ProductManual> {
  const id = parseId(idArg, 'id');
  const checked = await checkedValues(em, values);
  const manual = await writeTransaction(em, async (tx) => {
    await checked.holdFiles(tx);
    const found = await tx.findOne(ProductManual, { id }, { populate: ['tags'] });
    if (!found) throw new AppError(ERRNO.recordNotFound);
    const read = found.version;
    if (baseVersion != null && read !== baseVersion) throw new AppError(ERRNO.manualChangedElsewhere, { current: read });
    if (!(await tx.nativeUpdate(ProductManual, { id, version: read }, { version: read + 1 }))) {
      const current = await tx.findOne(ProductManual, { id }, { refresh: true });
      if (!current) throw new AppError(ERRNO.recordNotFound);
      throw new AppError(ERRNO.manualChangedElsewhere, { current: current.version });
    }
    tx.assign(found, { ...checked.fields, version: read + 1 });
    found.tags.set(await tagsNamed(tx, found.tenant.id, PRODUCT_MANUAL_TAG_GROUP, checked.tags));
    await tx.flush();
    return found;
  });
  announce(pubsub, manual.tenant.id);
  return manual;
}

/**
 * Puts a manual on the shelf or takes it off, in one conditional update (two clicks at once
 * change it once): refused with errorno 1010004 when it is already there, 1010002 when it is
 * not in scope. Going on the shelf stamps onTheShelfTime; going off keeps it.
 */
export async function changeShelfStatus(em: EntityManager, idArg: string, target: ShelfStatus, locale: Locale, pubsub: PubSub): Promise<ProductManual> {
  const id = parseId(idArg, 'id');
  const changes = target === 'onTheShelf' ? { status: target, onTheShelfTime: new Date() } : { status: target };
  const changed = await em.nativeUpdate(ProductManual, { id, status: { $ne: target } }, changes);
  const manual = await em.findOne(ProductManual, { id }, { populate: ['tags'], refresh: true });
  if (!manual) throw new AppError(ERRNO.recordNotFound);
  if (!changed) throw new AppError(ERRNO.statusCannotChange, { reason: SHELF_REFUSALS[target][locale === 'zh-CN' ? 'zh' : 'en'] });
  announce(pubsub, manual.tenant.id);
  return manual;
}

/** Deletes a manual in scope and its tag links (the tags stay for other manuals). */
export async function deleteProductManual(em: EntityManager, idArg: string, pubsub: PubSub): Promise<number> {
  const id = parseId(idArg, 'id');
  const tenantId = await em.transactional(async (tx) => {
    const manual = await tx.findOne(ProductManual, { id });
    if (!manual) throw new AppError(ERRNO.recordNotFound);
    tx.remove(manual);
    await tx.flush();
    return manual.tenant.id;
  });
  announce(pubsub, tenantId);
  return id;
}
