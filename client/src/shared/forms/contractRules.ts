import { type FieldError as ContractFieldError, VALIDATION_MESSAGES, type ValidationKey } from '@contract/validation';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's rules: for each field, the message key of the shared contract it breaks
 * (`@contract/validation`), or null/absent when it passes. The same keys the server sends back.
 */
export type ContractRules<V> = (values: V) => Partial<Record<keyof V & string, ValidationKey | null>>;

/** Rules from a contract validator that lists its errors (e.g. `validateUserDialog`); the first error of a field wins. */
export function rulesFromFieldErrors<V>(validate: (values: V) => readonly ContractFieldError[]): ContractRules<V> {
  return (values) => {
    const found: Partial<Record<string, ValidationKey>> = {};
    for (const { field, key } of validate(values)) found[field] ??= key;
    return found as Partial<Record<keyof V & string, ValidationKey>>;
  };
}

/** Whether a string is a message key of the shared contract. */
export function isValidationKey(value: unknown): value is ValidationKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(VALIDATION_MESSAGES, value);
}

/**
 * A react-hook-form resolver running the contract rules. An error's `message` is the contract
 * key, not a text: the field shows it in the user's language when it renders.
 */
export function contractResolver<V extends FieldValues>(rules: ContractRules<V>): Resolver<V> {
  return (values) => {
    const broken = Object.entries(rules(values)).filter((entry): entry is [string, ValidationKey] => isValidationKey(entry[1]));
    if (broken.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(broken.map(([field, key]) => [field, { type: 'contract', message: key }])) as FieldErrors<V>;
    return { values: {}, errors };
  };
}
