// Request bodies are parsed with the contracts' schemas, never cast. A body that is not JSON is
// `bodyIsNotJson`; one that does not fit the schema is `bodyDoesNotMatchSchema` with one
// `validationErrors` entry per problem, each with the JSON path of the field (§1.4). Messages
// never echo the submitted values (they may be card numbers). A body nested deeper than any
// provider request (@sjd/contracts json-depth) is refused before a schema reads it: fields the
// schemas take as opaque objects (riskData, customer) would otherwise carry it into the store.
import { maxRequestDepth, tooDeepAt, type ProviderValidationError } from '@sjd/contracts';
import type * as z from 'zod/mini';
import { ProviderError, schemaMismatchMessage } from '../domain/errors';

type Issue = z.core.$ZodIssue;

const maxErrors = 50;

function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, segment) =>
      typeof segment === 'number' ? `${out}[${segment}]` : `${out}.${String(segment)}`,
    '$',
  );
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const segment of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = Reflect.get(value, segment);
  }
  return value;
}

const typeErrors: Record<string, [string, string]> = {
  string: ['fieldMustBeString', 'Must be a string'],
  number: ['fieldMustBeNumber', 'Must be a number'],
  int: ['fieldMustBeInteger', 'Must be an integer'],
  boolean: ['fieldMustBeBoolean', 'Must be true or false'],
  object: ['fieldMustBeObject', 'Must be an object'],
  record: ['fieldMustBeObject', 'Must be an object'],
  array: ['fieldMustBeArray', 'Must be an array'],
};

function describe(issue: Issue, input: unknown): ProviderValidationError[] {
  const path = jsonPath(issue.path);
  const missing = valueAt(input, issue.path) === undefined;
  const error = (errorName: string, message: string, at = path) => [
    { errorName, message, jsonPath: at },
  ];
  switch (issue.code) {
    case 'invalid_type': {
      if (missing) return error('fieldIsMissing', 'Is missing');
      const [name, message] = typeErrors[issue.expected] ?? [
        'fieldHasInvalidValue',
        'Has an invalid value',
      ];
      return error(name, message);
    }
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({
        errorName: 'fieldIsNotAllowed',
        message: 'Is not allowed',
        jsonPath: jsonPath([...issue.path, key]),
      }));
    case 'too_small':
      if (issue.origin === 'string')
        return error('stringIsTooShort', `Must be at least ${issue.minimum} characters`);
      return error('numberIsTooSmall', `Must be at least ${issue.minimum}`);
    case 'too_big':
      if (issue.origin === 'string')
        return error('stringIsTooLong', `Must be at most ${issue.maximum} characters`);
      return error('numberIsTooLarge', `Must be at most ${issue.maximum}`);
    case 'invalid_format':
      if (issue.format === 'regex')
        return error('stringFailedRegexCheck', 'Does not have the expected format');
      return error('fieldHasInvalidValue', `Must be a valid ${issue.format}`);
    case 'invalid_value':
      return error(
        'fieldHasInvalidValue',
        `Must be one of: ${issue.values.map(String).join(', ')}`,
      );
    case 'invalid_union': {
      if (missing) return error('fieldIsMissing', 'Is missing');
      const options =
        'options' in issue && Array.isArray(issue.options) ? issue.options.map(String) : [];
      return error(
        'fieldHasInvalidValue',
        options.length > 0 ? `Must be one of: ${options.join(', ')}` : 'Has an invalid value',
      );
    }
    default:
      return error('fieldHasInvalidValue', 'Has an invalid value');
  }
}

export function validationErrorsFor(
  issues: readonly Issue[],
  input: unknown,
): ProviderValidationError[] {
  return issues.flatMap((issue) => describe(issue, input)).slice(0, maxErrors);
}

export interface BodyRules {
  /** The API names its validation error differently (Hosted Payment Pages: `invalidRequest`). */
  validationErrorName?: string;
}

/** Parses a raw body (undefined when none was sent) with a schema. */
export function parseBody<S extends z.ZodMiniType>(
  rawBody: string | undefined,
  schema: S,
  rules: BodyRules = {},
): z.output<S> {
  let input: unknown = undefined;
  if (rawBody !== undefined && rawBody.trim() !== '') {
    try {
      input = JSON.parse(rawBody);
    } catch {
      throw new ProviderError(
        400,
        'bodyIsNotJson',
        'The body within the request is not valid json.',
      );
    }
  }
  const errorName = rules.validationErrorName ?? 'bodyDoesNotMatchSchema';
  const tooDeep = tooDeepAt(input, maxRequestDepth);
  if (tooDeep) {
    // [GAP] the provider's own limit is not published; ours is far above any real request.
    throw new ProviderError(400, errorName, schemaMismatchMessage, {
      fromSchema: true,
      validationErrors: [
        {
          errorName: 'fieldHasInvalidValue',
          message: `Is nested more than ${maxRequestDepth} levels deep`,
          jsonPath: jsonPath(tooDeep),
        },
      ],
    });
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  if (input === undefined) {
    throw new ProviderError(400, 'bodyIsEmpty', 'The body within the request is empty.');
  }
  throw new ProviderError(400, errorName, schemaMismatchMessage, {
    fromSchema: true,
    validationErrors: validationErrorsFor(result.error.issues, input),
  });
}
