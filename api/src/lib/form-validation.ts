// Validates a form-style body with a schema of @yachts/contracts/validation, so the api answers with the very
// messages the browser shows (product rules §5). Before that, each field's JSON type is checked: the contracts schemas
// would quietly turn 42 into "42" or fail with yup's own wording on an array, and a form never sends either.
import { validate, type FieldErrors } from '@yachts/contracts/validation';
import { HttpError } from './http-error';

const TYPE_MESSAGES = {
  string: 'This field must be text.',
  number: 'This field must be a number.',
  array: 'This field must be a list of text values.',
} as const;

function typeProblem(kind: string, value: unknown): string | null {
  if (value === undefined) return null;
  switch (kind) {
    case 'string':
      return typeof value === 'string' ? null : TYPE_MESSAGES.string;
    case 'number':
      // A select sends its value as a number or as the digits of one.
      return typeof value === 'number' || (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) ? null : TYPE_MESSAGES.number;
    case 'array':
      return Array.isArray(value) && value.every((item) => typeof item === 'string') ? null : TYPE_MESSAGES.array;
    default:
      return null;
  }
}

/** A schema of @yachts/contracts/validation (the api reaches yup only through contracts). */
type FormSchema = Parameters<typeof validate>[0];

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The cleaned value, or an HttpError 400 whose msg is field -> message. */
export function validateForm<S extends FormSchema>(schema: S, body: unknown): S['__outputType'] {
  if (!isPlainObject(body)) throw new HttpError(400, 'The request body must be a JSON object of form fields.');
  const input: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [name, field] of Object.entries(schema.fields)) {
    // null is what a cleared field sends: the same as leaving it out, so the "please enter" message applies.
    const value = body[name] === null ? undefined : body[name];
    const kind = 'type' in field && typeof field.type === 'string' ? field.type : 'mixed';
    const problem = typeProblem(kind, value);
    if (problem) errors[name] = problem;
    else input[name] = value;
  }
  const result = validate(schema, input);
  if (result.ok && Object.keys(errors).length === 0) return result.value;
  const all = { ...(result.ok ? {} : result.errors), ...errors };
  throw new HttpError(400, all);
}
