import { sha1 } from 'js-sha1';
import { canonicalString, computeSign, createEchostr, isEchostr, signBody, SIGN_SECRET } from './signing';

describe('signing (product rules §7B)', () => {
  it('hashes the sorted non-empty fields plus the secret, uppercase', () => {
    const fields = { operation: 'follow', timestamp: 1700000000, echostr: 'a'.repeat(32), empty: '', missing: undefined, none: null };
    expect(canonicalString(fields)).toBe(`echostr=${'a'.repeat(32)}&operation=follow&timestamp=1700000000&key=${SIGN_SECRET}`);
    const sign = computeSign(fields);
    expect(sign).toBe(sha1(canonicalString(fields)).toUpperCase());
    expect(sign).toMatch(/^[0-9A-F]{40}$/);
  });

  it('ignores an existing sign and the order fields were given in', () => {
    expect(computeSign({ b: 2, a: 1, sign: 'X' })).toBe(computeSign({ a: 1, b: 2 }));
  });

  it('changes when any field or the secret changes', () => {
    const base = computeSign({ operation: 'follow', timestamp: 1 });
    expect(computeSign({ operation: 'unfollow', timestamp: 1 })).not.toBe(base);
    expect(computeSign({ operation: 'follow', timestamp: 2 })).not.toBe(base);
    expect(computeSign({ operation: 'follow', timestamp: 1 }, 'other')).not.toBe(base);
  });

  it('makes 32-character random echostrs', () => {
    const a = createEchostr();
    expect(a).toHaveLength(32);
    expect(isEchostr(a)).toBe(true);
    expect(createEchostr()).not.toBe(a);
    expect(isEchostr('short')).toBe(false);
    expect(isEchostr('!'.repeat(32))).toBe(false);
  });

  it('adds timestamp in seconds, echostr and a sign that verifies', () => {
    const body = signBody({ operation: 'follow' }, 1_700_000_123_456);
    expect(body.timestamp).toBe(1_700_000_123);
    expect(isEchostr(body.echostr)).toBe(true);
    expect(body.sign).toBe(computeSign({ operation: 'follow', timestamp: body.timestamp, echostr: body.echostr }));
  });
});
