/**
 * The product display configuration of the caller's tenant (spec part 2 sections 2-5): read
 * (the defaults until the first save) and replace, with the rules of contract/product-display.ts.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { Locale } from '../../contract/error-catalogue';
import { DISPLAY_LIMITS, type MenuItem, type SystemMenu, defaultSystemMenus, normalizeDisplayConfig, validateDisplayConfig } from '../../contract/product-display';
import { formInvalid } from '../../core/errors';
import { Tenant } from '../tenants/tenant.entity';
import type { FileEntryValue } from '../../contract/files';
import { type StoredFileInput, checkFileReferences } from './file-references';
import { ProductDisplayConfig } from './product-display-config.entity';
import { writeTransaction } from './product-manual.service';

export type DisplayConfigView = {
  systemMenus: SystemMenu[];
  customMenus: MenuItem[];
  officialAccount: FileEntryValue[];
  /** null while the tenant has saved nothing (the defaults). */
  updatedAt: Date | null;
};

const viewOf = (row: ProductDisplayConfig): DisplayConfigView => ({
  systemMenus: row.systemMenus,
  customMenus: row.customMenus,
  officialAccount: row.officialAccount,
  updatedAt: row.updatedAt,
});

const defaults = (locale: Locale): DisplayConfigView => ({ systemMenus: defaultSystemMenus(locale), customMenus: [], officialAccount: [], updatedAt: null });

export async function getDisplayConfig(em: EntityManager, tenantId: number, locale: Locale): Promise<DisplayConfigView> {
  const row = await em.findOne(ProductDisplayConfig, { tenant: tenantId });
  return row ? viewOf(row) : defaults(locale);
}

export type DisplayConfigValues = {
  systemMenus: readonly MenuItem[];
  customMenus: readonly MenuItem[];
  officialAccount: readonly StoredFileInput[];
};

/** Replaces the tenant's configuration; every problem at once (errorno 1003), nothing saved then. */
export async function updateDisplayConfig(em: EntityManager, tenantId: number, locale: Locale, values: DisplayConfigValues): Promise<DisplayConfigView> {
  const existing = await em.findOne(ProductDisplayConfig, { tenant: tenantId });
  const current = existing?.systemMenus ?? defaults(locale).systemMenus;
  const errors = validateDisplayConfig(values, current);
  const qr = await checkFileReferences(em, [{ field: 'officialAccount', entries: values.officialAccount.slice(0, DISPLAY_LIMITS.qrPictures), kinds: ['picture'], maxBytes: DISPLAY_LIMITS.qrBytes }]);
  errors.push(...qr.errors);
  if (errors.length) throw formInvalid(errors);
  const { systemMenus, customMenus } = normalizeDisplayConfig(values, current);
  const fields = { systemMenus, customMenus, officialAccount: qr.files[0], updatedAt: new Date() };
  // The first save of two at once: the unique tenant index refuses one, whose retry updates the row.
  const saved = await writeTransaction(em, async (tx) => {
    await qr.hold(tx);
    const row = await tx.findOne(ProductDisplayConfig, { tenant: tenantId });
    if (row) tx.assign(row, fields);
    const target = row ?? tx.create(ProductDisplayConfig, { ...fields, tenant: tx.getReference(Tenant, tenantId) });
    await tx.flush();
    return target;
  });
  return viewOf(saved);
}
