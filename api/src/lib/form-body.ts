// The body of a form-style route for the API reference, made from the yup schema the handler validates it with
// (validateForm), so the reference cannot drift from the rules: the fields, which are required, their lengths,
// patterns and allowed words. The anti-forgery field every form-style body carries is added.
import { TokenFieldSchema } from '@yachts/contracts/wire/common';

/** The part of yup's `describe()` this reads (the api reaches yup only through contracts). */
interface FieldDescription {
  type: string;
  optional: boolean;
  oneOf: unknown[];
  tests: { name?: string; params?: Record<string, unknown> }[];
  meta?: { description?: string };
  fields?: Record<string, FieldDescription>;
  innerType?: FieldDescription;
  default?: unknown;
}

interface Describable {
  describe(): unknown;
}

type JsonSchema = Record<string, unknown>;

function fieldSchema(field: FieldDescription): JsonSchema {
  const schema: JsonSchema = {};
  if (field.type === 'object' && field.fields) return objectSchema(field);
  if (field.type === 'array') {
    schema.type = 'array';
    if (field.innerType) schema.items = fieldSchema(field.innerType);
  } else if (field.type !== 'mixed') {
    schema.type = field.type;
  }
  const words = field.oneOf.filter((value): value is string | number => typeof value === 'string' || typeof value === 'number');
  if (words.length > 0) schema.enum = words;
  const isArray = field.type === 'array';
  for (const test of field.tests) {
    const params = test.params ?? {};
    if (test.name === 'min' && typeof params.min === 'number')
      schema[isArray ? 'minItems' : field.type === 'string' ? 'minLength' : 'minimum'] = params.min;
    if (test.name === 'max' && typeof params.max === 'number')
      schema[isArray ? 'maxItems' : field.type === 'string' ? 'maxLength' : 'maximum'] = params.max;
    if (test.name === 'length' && typeof params.length === 'number')
      Object.assign(schema, { minLength: params.length, maxLength: params.length });
    if (test.name === 'matches' && params.regex instanceof RegExp) schema.pattern = params.regex.source;
    if (test.name === 'email') schema.format = 'email';
    if (test.name === 'integer') schema.type = 'integer';
  }
  if (field.default !== undefined && typeof field.default !== 'object') schema.default = field.default;
  if (field.meta?.description) schema.description = field.meta.description;
  return schema;
}

function isRequired(field: FieldDescription): boolean {
  return !field.optional || field.tests.some((test) => test.name === 'required');
}

function objectSchema(description: FieldDescription): JsonSchema {
  const fields = Object.entries(description.fields ?? {});
  return {
    type: 'object',
    required: fields.filter(([, field]) => isRequired(field)).map(([name]) => name),
    properties: Object.fromEntries(fields.map(([name, field]) => [name, fieldSchema(field)])),
  };
}

/**
 * `formBody` of a form-style route: the fields of `schema` plus __token__. `extra` documents fields the handler reads
 * by hand beside the schema (page, page_size, ids).
 */
export function formBodyOf(schema: Describable | null, extra: Record<string, JsonSchema> = {}, requiredExtra: string[] = []): JsonSchema {
  const described = schema ? objectSchema(schema.describe() as FieldDescription) : { required: [], properties: {} };
  return {
    type: 'object',
    required: ['__token__', ...(described.required as string[]), ...requiredExtra],
    properties: { __token__: TokenFieldSchema, ...(described.properties as JsonSchema), ...extra },
  };
}
