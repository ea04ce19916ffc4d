// The display-name rule of decision 036, as both the sign-up form and the api apply it.
import { RegisterRequestSchema, ProfileRequestSchema } from './account-schemas';
import { cleanDisplayName, displayNameProblem, DisplayNameSchema, MESSAGES, OptionalDisplayNameSchema, validate } from './validation';
import { object } from 'yup';

const one = (name: unknown) => validate(object({ name: DisplayNameSchema }), name === undefined ? {} : { name });

describe('display names', () => {
  it.each([
    'Ann Lee',
    'Jürgen Groß',
    'Ólafur',
    'Δημήτρης',
    'Анна-Мария',
    '山田太郎',
    'محمد علي',
    'skipper_42',
    'J.R. Hartley',
    'abc',
    'A'.repeat(30),
    'Member of crew',
  ])('takes %s', (name) => {
    expect(one(name)).toEqual({ ok: true, value: { name } });
  });

  it('cleans what was typed: spaces at the ends go, runs of white space become one space, one Unicode form', () => {
    expect(one('  Ann \t  Lee ')).toEqual({ ok: true, value: { name: 'Ann Lee' } });
    // "é" as e + a combining accent is stored as the one character, so both spellings are one name.
    expect(cleanDisplayName('Rene\u0301')).toBe('René');
  });

  it('asks for one when it is missing or blank', () => {
    for (const name of [undefined, '', '    ']) expect(one(name)).toEqual({ ok: false, errors: { name: MESSAGES.displayNameRequired } });
  });

  it.each([
    ['too short', 'Al'],
    ['too long', 'A'.repeat(31)],
    ['an at sign (an address)', 'ann@example'],
    ['punctuation', 'Ann!'],
    ['an emoji', 'Sailor ⛵'],
    ['a symbol', 'Aegean Sail & Power'],
  ])('refuses %s with the format message', (_what, name) => {
    expect(one(name)).toEqual({ ok: false, errors: { name: MESSAGES.displayNameFormat } });
  });

  it('counts characters, not UTF-16 units: 30 characters outside the basic plane are 30', () => {
    expect(one('𝒜'.repeat(30))).toMatchObject({ ok: true });
    expect(one('𝒜'.repeat(31))).toEqual({ ok: false, errors: { name: MESSAGES.displayNameFormat } });
  });

  it('keeps the neutral "Member 1234" names for members who have not chosen one', () => {
    expect(displayNameProblem('member 1042')).toBe(MESSAGES.displayNameReserved);
    expect(one(' Member  7 ')).toEqual({ ok: false, errors: { name: MESSAGES.displayNameReserved } });
    expect(displayNameProblem('Member 7b')).toBeNull();
  });

  it('is required at sign-up and optional in the profile call, where a blank one is still refused', () => {
    const signUp = { email: 'a@example.com', verify_code: '123456', password: 'a'.repeat(40), repassword: 'a'.repeat(40) };
    expect(validate(RegisterRequestSchema, signUp)).toMatchObject({ ok: false, errors: { name: MESSAGES.displayNameRequired } });
    expect(validate(RegisterRequestSchema, { ...signUp, name: 'Ann Lee' })).toMatchObject({ ok: true });
    expect(validate(ProfileRequestSchema, {})).toEqual({ ok: true, value: {} });
    expect(validate(ProfileRequestSchema, { name: ' ' })).toEqual({ ok: false, errors: { name: MESSAGES.displayNameRequired } });
    expect(validate(object({ name: OptionalDisplayNameSchema }), { name: 'x' })).toEqual({
      ok: false,
      errors: { name: MESSAGES.displayNameFormat },
    });
  });
});
