// The API reference (`/docs/json`, OpenAPI 3) read with types: the parts of the document the tests check (each
// operation's tags, parameters, JSON body and answer), so a test names a route's fields without reading `any`.
import type { FastifyInstance } from 'fastify';
import { bodyOf } from './answers';

/** A JSON schema, as far as the tests look into one. */
export interface SchemaObject {
  /** A shared schema of `components.schemas`, named instead of repeated (see resolvedSchema). */
  $ref?: string;
  type?: unknown;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
}

export interface Parameter {
  name: string;
  in: string;
}

type Contents = Record<string, { schema: SchemaObject }>;

export interface Operation {
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Contents };
  responses?: Record<string, { content?: Contents }>;
}

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ApiReference {
  openapi: string;
  paths: Record<string, Partial<Record<Method, Operation>> | undefined>;
  components?: { schemas?: Record<string, SchemaObject> };
}

/** GET /docs/json of `app`, expecting 200: the API reference. */
export async function apiReference(app: FastifyInstance): Promise<ApiReference> {
  const response = await app.inject({ url: '/docs/json' });
  expect(response.statusCode).toBe(200);
  return bodyOf<ApiReference>(response);
}

/** The operation `method path` of the reference; throws when the reference has none. */
export function operationOf(spec: ApiReference, path: string, method: Method): Operation {
  const operation = spec.paths[path]?.[method];
  if (!operation) throw new Error(`the API reference has no ${method.toUpperCase()} ${path}`);
  return operation;
}

/** `schema` itself, or the shared schema its `$ref` names; throws when the reference has no such schema. */
export function resolvedSchema(spec: ApiReference, schema: SchemaObject): SchemaObject {
  if (!schema.$ref) return schema;
  const shared = spec.components?.schemas?.[schema.$ref.slice('#/components/schemas/'.length)];
  if (!shared) throw new Error(`the API reference has no schema ${schema.$ref}`);
  return shared;
}

/** The names of an operation's parameters
 that sit `where` ('path', 'query', …), in the reference's order. */
export function parameterNames(operation: Operation, where: string): string[] {
  return (operation.parameters ?? []).filter((p) => p.in === where).map((p) => p.name);
}

/** The schema of an operation's JSON body; throws when it takes none. */
export function jsonBodyOf(operation: Operation): SchemaObject {
  const schema = operation.requestBody?.content['application/json']?.schema;
  if (!schema) throw new Error('the operation takes no JSON body');
  return schema;
}

/** The schema of an operation's JSON answer with `status`; throws when it documents none. */
export function jsonAnswerOf(operation: Operation, status = '200'): SchemaObject {
  const schema = operation.responses?.[status]?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`the operation documents no JSON answer ${status}`);
  return schema;
}
