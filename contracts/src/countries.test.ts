import { COUNTRY_CODES } from './country-codes';
import { COUNTRY_NAMES, countryName } from './country-names';
import { COUNTRIES, DEFAULT_AREA_CODE, countryForAreaCode } from './countries';

const byName = (name: string) => COUNTRIES.find((c) => c.name_en === name);

describe('COUNTRIES', () => {
  it('has about 230 entries', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(225);
    expect(COUNTRIES.length).toBeLessThanOrEqual(260);
  });

  it('has the codes a list address may name, in the same order (COUNTRY_CODES is kept apart for the pages)', () => {
    expect(COUNTRY_CODES).toEqual(COUNTRIES.map((c) => c.code));
  });

  it('has the names the pages show by code, the same and in the same order (COUNTRY_NAMES is kept apart for the pages)', () => {
    expect([...COUNTRY_NAMES]).toEqual(COUNTRIES.map((c) => [c.code, c.name_en]));
    expect(countryName('es')).toBe('Spain');
    expect(countryName('ZZ')).toBe('ZZ');
  });

  it('lists each country once: no repeated ISO code and no repeated name', () => {
    const codes = COUNTRIES.map((c) => c.code);
    const names = COUNTRIES.map((c) => c.name_en);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(names).size).toBe(names.length);
    // The legacy list carried these two twice.
    expect(COUNTRIES.filter((c) => /lucia/i.test(c.name_en))).toHaveLength(1);
    expect(COUNTRIES.filter((c) => /vincent/i.test(c.name_en))).toHaveLength(1);
  });

  it('is alphabetical by English name', () => {
    const collator = new Intl.Collator('en');
    for (let i = 1; i < COUNTRIES.length; i++) {
      const previous = COUNTRIES[i - 1]!.name_en;
      const current = COUNTRIES[i]!.name_en;
      expect([previous, current, collator.compare(previous, current) < 0]).toEqual([previous, current, true]);
    }
  });

  it('files each entry under the first letter of its name, A to Z', () => {
    for (const country of COUNTRIES) {
      expect(country.first_alp).toMatch(/^[A-Z]$/);
      expect(country.first_alp).toBe(country.name_en[0]);
    }
  });

  it('has two-letter codes and dialling codes of digits only', () => {
    for (const country of COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.area_code).toMatch(/^\d{1,4}$/);
    }
  });

  it.each([
    ['Angola', 'AO', '244'],
    ['United Kingdom', 'GB', '44'],
    ['United States', 'US', '1'],
    ['France', 'FR', '33'],
    ['Saint Lucia', 'LC', '1758'],
    ['Saint Vincent and the Grenadines', 'VC', '1784'],
  ])('%s is %s, +%s', (name, code, areaCode) => {
    expect(byName(name)).toEqual({ first_alp: name[0], name_en: name, code, area_code: areaCode });
  });
});

describe('countryForAreaCode', () => {
  it('finds the default (Angola) and a unique code', () => {
    expect(countryForAreaCode(DEFAULT_AREA_CODE)?.code).toBe('AO');
    expect(countryForAreaCode('+33')?.code).toBe('FR');
  });

  it('prefers the usual country for a shared code over the first alphabetically', () => {
    expect(countryForAreaCode('1')?.code).toBe('US');
    expect(countryForAreaCode('44')?.code).toBe('GB');
    expect(countryForAreaCode('7')?.code).toBe('RU');
  });

  it('returns undefined for a code nobody has', () => {
    expect(countryForAreaCode('999')).toBeUndefined();
  });
});
