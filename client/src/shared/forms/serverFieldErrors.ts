import type { FieldError as ContractFieldError } from '@contract/validation';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ruleMessage } from './contractRules';

/**
 * Puts the server's field errors (errorno 1003, `extensions.fields` of `{field, key, message}`)
 * on the form's own fields, shown like the client's: by contract key with its placeholder values, in the user's language.
 * Fields the form does not have are left to the toast. Returns the fields that landed.
 */
export function applyServerFieldErrors<V extends FieldValues>(setError: UseFormSetError<V>, fields: readonly ContractFieldError[], names: readonly string[]): string[] {
  const landed: string[] = [];
  for (const { field, key, params } of fields) {
    if (!names.includes(field) || landed.includes(field)) continue;
    setError(field as FieldPath<V>, { type: 'server', message: ruleMessage(params ? { key, params } : key) });
    landed.push(field);
  }
  return landed;
}
