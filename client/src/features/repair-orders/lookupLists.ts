import { REPAIR_LOOKUP_KINDS, type RepairLookupKind, validateLookupList } from "@contract/repair-orders";
import type { ValidationKey } from "@contract/validation";

export type LookupRow = { key: string; label: string };
export type LookupKind = RepairLookupKind;
export const LOOKUP_KINDS = REPAIR_LOOKUP_KINDS;

/** The rows as sent: trimmed. */
export const lookupEntries = (rows: readonly LookupRow[]) => rows.map((r) => ({ key: r.key.trim(), label: r.label.trim() }));

/** The editor's problems: the list's own (`entries`) and each row's (`2.key`), from the shared rules. */
export function lookupProblems(rows: readonly LookupRow[]): Record<string, { key: ValidationKey; params?: Record<string, string | number> }> {
  const problems: Record<string, { key: ValidationKey; params?: Record<string, string | number> }> = {};
  for (const { field, key, params } of validateLookupList(lookupEntries(rows))) problems[field.replace(/^entries\.?/, "") || "list"] ??= { key, params };
  return problems;
}

/** Whose list the caller sees: its own tenant's, an ancestor's (inherited), or none yet. */
export const lookupOwner = (listTenantId: string | null | undefined, ownTenantId: string | null | undefined): "own" | "inherited" | "none" =>
  !listTenantId ? "none" : listTenantId === ownTenantId ? "own" : "inherited";
