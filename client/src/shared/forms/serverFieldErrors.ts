import type { FieldError as ContractFieldError } from '@contract/validation';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's field errors (errorno 1003, `extensions.fields` of `{field, key, message}`)
 * on the form's own fields, shown like the client's: by contract key, in the user's language.
 * Fields the form does not have are left to the toast. Returns the fields that landed.
 */
export function applyServerFieldErrors<V extends FieldValues>(setError: UseFormSetError<V>, fields: readonly ContractFieldError[], names: readonly string[]): string[] {
  const landed: string[] = [];
  for (const { field, key } of fields) {
    if (!names.includes(field) || landed.includes(field)) continue;
    setError(field as FieldPath<V>, { type: 'server', message: key });
    landed.push(field);
  }
  return landed;
}
