import type { IntlShape } from 'react-intl';

/**
 * A parameter key nobody labelled, made readable: without its `WHstatus_` prefix, split
 * into words (`WHstatus_SpindleOverrideMax` -> "Spindle override max", `XAxisLoad` -> "X axis load").
 * Acronyms and axis letters keep their capitals.
 */
export function readableKey(key: string): string {
  const words = key
    .replace(/^WHstatus_/, '')
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return key;
  return words.map((word, i) => (/^[A-Z0-9]+$/.test(word) ? word : i === 0 ? word[0].toUpperCase() + word.slice(1).toLowerCase() : word.toLowerCase())).join(' ');
}

/** The label of a parameter: its translation (`param_{key}`), else its key made readable. */
export function parameterLabel(intl: IntlShape, key: string): string {
  const id = `param_${key}`;
  return Object.prototype.hasOwnProperty.call(intl.messages, id) ? intl.formatMessage({ id }) : readableKey(key);
}
