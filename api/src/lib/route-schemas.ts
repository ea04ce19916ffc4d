// Building blocks for route schemas: the envelopes every answer uses.
export const apiEnvelope = (data: object) => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: { code: { type: 'integer' }, msg: { type: 'string' }, data },
});

export const errorEnvelope = {
  type: 'object',
  properties: { code: { type: 'integer' }, msg: { type: 'string' }, data: { type: 'null' } },
};

export const pageOf = (item: object) => ({
  type: 'object',
  required: ['items', 'total', 'page', 'pageSize'],
  properties: {
    items: { type: 'array', items: item },
    total: { type: 'integer' },
    page: { type: 'integer' },
    pageSize: { type: 'integer' },
  },
});

/** msg of a form-style answer: a sentence, or field -> message when the form is invalid. */
const formMessage = {
  anyOf: [{ type: 'string' }, { type: 'object', additionalProperties: { type: 'string' } }],
};

/** The answer of a form-style call (docs/product.md §7A): code 1 success, 0 failure; token replaces the stored one. */
export const formEnvelope = (data: object) => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: {
    code: { type: 'integer', enum: [0, 1] },
    msg: formMessage,
    data,
    token: { type: 'string', description: 'A fresh anti-forgery token: send it as __token__ next time.' },
  },
});

export const formFailure = formEnvelope({ type: 'null' });

export const tokenField = {
  type: 'string',
  description: 'Anti-forgery token from POST /api/index/test/gettoken or from the last answer.',
};
