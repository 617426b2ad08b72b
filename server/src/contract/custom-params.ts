/**
 * Custom parameters (spec part 2 sections 5 and 9: "custom parameters 5 of 25 characters"), the
 * free name/value pairs of a customer record and of a device archive: one rule for both.
 */
import type { FieldError } from './validation';

export type CustomParam = { name: string; value: string };

export const CUSTOM_PARAM_LIMITS = {
  /** At most 5 per record. */
  count: 5,
  /** A name: given (trimmed), at most 25, not twice. */
  name: 25,
} as const;

/** The errors of a record's custom parameters; values at most `valueMax` (the record's own limit). */
export function customParamErrors(params: readonly CustomParam[] | null | undefined, valueMax: number): FieldError[] {
  const list = params ?? [];
  const errors: FieldError[] = [];
  if (list.length > CUSTOM_PARAM_LIMITS.count) errors.push({ field: 'customParams', key: 'custom_params_too_many', params: { max: CUSTOM_PARAM_LIMITS.count } });
  const seen = new Set<string>();
  list.slice(0, CUSTOM_PARAM_LIMITS.count).forEach((param, i) => {
    const name = (param.name ?? '').trim();
    if (!name) errors.push({ field: `customParams.${i}.name`, key: 'custom_param_name_required' });
    else if (name.length > CUSTOM_PARAM_LIMITS.name) errors.push({ field: `customParams.${i}.name`, key: 'custom_param_name_too_long', params: { max: CUSTOM_PARAM_LIMITS.name } });
    else if (seen.has(name)) errors.push({ field: `customParams.${i}.name`, key: 'custom_param_name_duplicate' });
    seen.add(name);
    if ((param.value ?? '').trim().length > valueMax) errors.push({ field: `customParams.${i}.value`, key: 'text_too_long', params: { max: valueMax } });
  });
  return errors;
}

/** What is stored: names and values trimmed, rows with neither dropped. */
export function normalizeCustomParams(params: readonly CustomParam[] | null | undefined): CustomParam[] {
  return (params ?? []).map((p) => ({ name: (p.name ?? '').trim(), value: (p.value ?? '').trim() })).filter((p) => p.name || p.value);
}
