// Test support: what a form-style call sent, without the form token every call carries.
import type { SeenRequest } from 'shared/testing';

export const body = (request: SeenRequest | undefined) => {
  const { __token__: _token, ...fields } = (request?.body ?? {}) as Record<string, unknown>;
  return fields;
};
