import { COUNTRIES } from '@yachts/contracts/countries';
import { findMatches, foldForSearch, groupByLetter, matchCountries } from './country-search';

const names = (query: string) => matchCountries(COUNTRIES, query).map((c) => c.name_en);

describe('country search', () => {
  it('finds a country by part of its name, in any case', () => {
    expect(names('ang')).toContain('Angola');
    expect(names('ANG')).toContain('Angola');
    expect(names('ang')).not.toContain('France');
  });

  it('finds a country by its dialling code, with or without +', () => {
    expect(names('244')).toEqual(['Angola']);
    expect(names('+244')).toEqual(['Angola']);
    expect(names('1758')).toEqual(['Saint Lucia']);
  });

  it('ignores accents and surrounding spaces', () => {
    expect(names('  cote ')).toEqual(["Côte d'Ivoire"]);
    expect(names('curacao')).toEqual(['Curaçao']);
    expect(foldForSearch('São Tomé')).toBe('sao tome');
  });

  it('returns everything for an empty query and nothing for a query nobody matches', () => {
    expect(matchCountries(COUNTRIES, '   ')).toBe(COUNTRIES);
    expect(names('zzzz')).toEqual([]);
  });

  it('locates every occurrence for highlighting, in the original text', () => {
    expect(findMatches('Angola', 'ang')).toEqual([[0, 3]]);
    expect(findMatches('Antigua and Barbuda', 'an')).toEqual([
      [0, 2],
      [8, 10],
    ]);
    expect(findMatches("Côte d'Ivoire", 'cote')).toEqual([[0, 4]]);
    expect(findMatches('+244', '244')).toEqual([[1, 4]]);
    expect(findMatches('Angola', '')).toEqual([]);
  });

  it('groups the list by first letter, in order', () => {
    const groups = groupByLetter(COUNTRIES);
    expect(groups[0]?.letter).toBe('A');
    expect(groups.map((g) => g.letter).join('')).toMatch(/^[A-Z]+$/);
    expect(new Set(groups.map((g) => g.letter)).size).toBe(groups.length);
    expect(groups.reduce((n, g) => n + g.countries.length, 0)).toBe(COUNTRIES.length);
  });
});
