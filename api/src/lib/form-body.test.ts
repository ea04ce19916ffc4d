import { ProfileRequestSchema, RegisterRequestSchema, SendCodeRequestSchema } from '@yachts/contracts/account-schemas';
import { CODE_EVENTS } from '@yachts/contracts/account';
import { TopicRequestSchema } from '@yachts/contracts/community-schemas';
import { FeedbackReportSchema, LIMITS } from '@yachts/contracts/validation';
import { formBodyOf } from './form-body';
import { like } from '../testing/answers';

type Body = { required: string[]; properties: Record<string, Record<string, unknown>> };

describe('formBodyOf: the reference body of a form-style route, from the yup schema its handler validates with', () => {
  it('names every field, the required ones and the anti-forgery token', () => {
    const body = formBodyOf(RegisterRequestSchema) as Body;
    expect(Object.keys(body.properties).sort()).toEqual(['__token__', 'email', 'name', 'password', 'repassword', 'verify_code']);
    expect(body.required.sort()).toEqual(['__token__', 'email', 'name', 'password', 'repassword', 'verify_code']);
    // The display name's rule is a test of its own (characters, not UTF-16 units): the reference says it in words.
    expect(body.properties.name).toMatchObject({ type: 'string', description: like.stringContaining('decision 036') });
    expect(body.properties.email).toMatchObject({ type: 'string', maxLength: 254 });
    expect(body.properties.verify_code!.pattern).toBe('^\\d{6}$');
    expect(body.properties.password).toMatchObject({ pattern: '^[0-9a-f]{40}$', description: like.stringContaining('hashPassword') });
  });

  it('takes allowed words from oneOf, so /send lists the code events of the contract', () => {
    const body = formBodyOf(SendCodeRequestSchema) as Body;
    expect(body.properties.event!.enum).toEqual([...CODE_EVENTS]);
    expect(body.required).toEqual(['__token__', 'event']);
  });

  it('keeps optional fields optional with their lengths', () => {
    const body = formBodyOf(ProfileRequestSchema) as Body;
    expect(body.required).toEqual(['__token__']);
    expect(body.properties.name).toMatchObject({ type: 'string', description: like.stringContaining('3-30') });
    expect(body.properties.avatar_url).toMatchObject({ maxLength: 300 });
  });

  it('reads whole numbers with their bounds (the numeric sweep relies on it)', () => {
    const body = formBodyOf(FeedbackReportSchema) as Body;
    expect(body.properties.feedback_type).toMatchObject({ type: 'integer', minimum: 1, maximum: LIMITS.intMax });
  });

  it('describes lists with their item count and items', () => {
    const body = formBodyOf(TopicRequestSchema) as Body;
    expect(body.properties.images).toMatchObject({ type: 'array', minItems: 1, items: { type: 'string' } });
    expect(body.properties.links).toMatchObject({ type: 'array', items: { type: 'object', required: ['title', 'url'] } });
  });

  it('adds fields a handler reads by hand', () => {
    const body = formBodyOf(null, { page: { type: 'integer' } }, ['page']) as Body;
    expect(body).toEqual({
      type: 'object',
      required: ['__token__', 'page'],
      properties: { __token__: like.any(Object), page: { type: 'integer' } },
    });
  });
});
