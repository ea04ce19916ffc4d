import { truncateWords } from './text';

describe('truncateWords', () => {
  it('leaves short text alone', () => {
    expect(truncateWords('Antifouling in spring', 40)).toBe('Antifouling in spring');
  });

  it('cuts at the last word boundary near the limit, with "...", never past the limit', () => {
    expect(truncateWords('Which antifouling for a boat kept in fresh water', 30)).toBe('Which antifouling for a...');
    expect(truncateWords('Which antifouling for a boat kept in fresh water', 31)).toBe('Which antifouling for a boat...');
  });

  it('cuts inside a word when there is no boundary near the end', () => {
    expect(truncateWords('Supercalifragilisticexpialidocious', 12)).toBe('Supercali...');
    expect(truncateWords('A Supercalifragilisticexpialidocious', 12)).toBe('A Superca...');
  });
});
