// Building blocks of the wire schemas. A wire schema (TypeBox) is the one description of an answer or a request:
// its TypeScript type is `Static<typeof XxxSchema>`, the api validates and serialises with it, and the OpenAPI
// reference is generated from it. Fastify's serialiser writes only the fields a response schema names, so a field
// that exists in a type exists in the answer. Browser packages import these modules for their types only
// (`import type`): TypeBox never reaches a browser bundle (checked by the linter).
import { Type, type Static, type TProperties, type TSchema } from 'typebox';
import { LIMITS } from '../validation';

/**
 * A value or null. Scalars as `type: [T, 'null']` (one branch for the serialiser), objects as anyOf (the serialiser
 * writes an object's fields only from a schema of type 'object').
 */
export function Nullable<T extends TSchema>(schema: T, options: { description?: string } = {}) {
  const { type } = schema as unknown as { type?: unknown };
  if (typeof type === 'string' && type !== 'object' && type !== 'array') {
    const { enum: words } = schema as unknown as { enum?: unknown[] };
    return Type.Unsafe<Static<T> | null>({ ...schema, ...options, type: [type, 'null'], ...(words ? { enum: [...words, null] } : {}) });
  }
  return Type.Unsafe<Static<T> | null>({ anyOf: [schema, { type: 'null' }], ...options });
}

/** One of a fixed list of words (a string enum the serialiser writes as a string). */
export function OneOf<const V extends readonly string[]>(values: V, options: { description?: string; default?: V[number] } = {}) {
  return Type.Unsafe<V[number]>({ type: 'string', enum: [...values], ...options });
}

/** An ISO 8601 time; a Date given to the serialiser is written as one. */
export function DateTime(options: { description?: string } = {}) {
  return Type.String({ format: 'date-time', ...options });
}

/** A flag that only a logged-in caller gets. */
export function ViewerFlag(what: string) {
  return Type.Optional(Type.Boolean({ description: `${what}; present when the request carried a valid login token` }));
}

export const PageFields = {
  total: Type.Integer({ description: 'Items in the whole list' }),
  page: Type.Integer({ description: '1-based page number' }),
  pageSize: Type.Integer(),
};

/** A page of a list: `{items, total, page, pageSize}`. */
export function PageOf<T extends TSchema>(item: T) {
  return Type.Object({ items: Type.Array(item), ...PageFields });
}

/** The answer of an /api/v1 call: code 0 is success. */
export function ApiEnvelope<T extends TSchema>(data: T) {
  return Type.Object({ code: Type.Integer(), msg: Type.String(), data });
}

export const ErrorEnvelopeSchema = Type.Object({ code: Type.Integer(), msg: Type.String(), data: Type.Null() });

/** msg of a form-style answer: a sentence, or field -> message when the form is invalid. */
export const FormMessageSchema = Type.Union([Type.String(), Type.Record(Type.String(), Type.String())]);

/** The answer of a form-style call: code 1 success, 0 failure; `token` replaces the stored anti-forgery token. */
export function FormEnvelope<T extends TSchema>(data: T) {
  return Type.Object({
    code: Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] }),
    msg: FormMessageSchema,
    data,
    token: Type.Optional(Type.String({ description: 'A fresh anti-forgery token: send it as __token__ next time.' })),
  });
}

export const FormFailureSchema = FormEnvelope(Type.Null());

/** data of a follow call: a yacht's, a topic's or a section's. */
export const FollowStateSchema = Type.Object({
  followed: Type.Boolean(),
  followers: Type.Integer({ description: 'Members following it' }),
});
export type FollowState = Static<typeof FollowStateSchema>;

export const TokenFieldSchema = Type.String({
  description: 'Anti-forgery token from POST /api/index/test/gettoken or from the last answer.',
});

/** Path parameters `{id}`: a row id, a whole number a PostgreSQL integer column holds. */
export function IdParams(description: string) {
  return Type.Object({ id: Type.Integer({ minimum: 1, maximum: LIMITS.intMax, description }) });
}

/**
 * The fields every signed POST adds to its own. Untyped here: the signature check has read them (a number or its
 * digits for the timestamp) before body validation runs, and answers a bad one with its own code.
 */
export const SigningFields = {
  timestamp: Type.Unsafe<number | string>({ description: 'Seconds since 1970' }),
  echostr: Type.String({ minLength: 32, maxLength: 32, description: '32 random characters, never reused' }),
  sign: Type.String({ description: 'Upper-case SHA-1 over the sorted non-empty fields and the secret' }),
};

export function SignedBody<T extends TProperties>(fields: T) {
  return Type.Object({ ...fields, ...SigningFields });
}
