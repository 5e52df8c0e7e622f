// A contract's enum taken from the committed facts table (published-operations.ts), so that a
// regenerated table with other values moves the contract with it, and a renamed schema fails
// loudly instead of letting anything through.
import * as z from 'zod/mini';
import { publishedEnums } from './published-operations';

export function publishedEnumValues(key: string): readonly string[] {
  const values = publishedEnums[key];
  if (!values || values.length === 0) {
    throw new Error(`The published facts have no enum ${key}: regenerate or update the contract`);
  }
  return values;
}

/** A string that must be one of the published enum's values. */
export function publishedEnum(key: string) {
  const values = publishedEnumValues(key);
  return z.string().check(
    z.refine((value) => values.includes(value), {
      message: `Must be one of: ${values.join(', ')}`,
    }),
  );
}
