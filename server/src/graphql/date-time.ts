import { GraphQLScalarType } from 'graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';

const original = GraphQLDateTimeISO.toConfig();

/** A UTC date-time as `Date.prototype.toISOString` writes it. */
const CANONICAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * graphql-scalars' `DateTimeISO` (the scalar type-graphql uses for `Date`), the same type in the
 * schema, serialising faster: a Date is written with `toISOString` directly, and a string that is
 * already such an ISO time (a live event's time, as it crossed the pub/sub) goes out as it is
 * once checked (the same text as the last one checked is not checked again), without
 * graphql-scalars' general parsing. Anything else takes the original path.
 */
/** The last string that passed the check: the values of one device message share their time, so most are this one. */
let lastChecked: string | null = null;

export const DateTimeISO = new GraphQLScalarType({
  ...original,
  serialize(value) {
    if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
    if (typeof value === 'string') {
      if (value === lastChecked) return value;
      // Round trip: the string is exactly what toISOString writes for a real instant (no 30 February).
      if (CANONICAL.test(value)) {
        const instant = new Date(value);
        if (!Number.isNaN(instant.getTime()) && instant.toISOString() === value) return (lastChecked = value);
      }
    }
    return original.serialize(value);
  },
});
