import { countText } from './count-text';

describe('counts in words', () => {
  it('uses the singular for one and thousands separators', () => {
    expect(countText(1, 'praise', 'praises')).toBe('1 praise');
    expect(countText(0, 'praise', 'praises')).toBe('0 praises');
    expect(countText(12_500, 'follower', 'followers')).toBe('12,500 followers');
  });
});
