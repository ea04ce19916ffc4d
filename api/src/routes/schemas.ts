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
