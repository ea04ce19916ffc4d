// Test support: what a form-style call sent, without the anti-forgery token every such call carries.
import type { SeenRequest } from './fake-server';

export function sentFields(request: SeenRequest | undefined): Record<string, unknown> {
  const { __token__: _token, ...fields } = (request?.body ?? {}) as Record<string, unknown>;
  return fields;
}
