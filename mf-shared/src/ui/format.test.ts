import { formatLength, formatLengthBoth, formatPrice } from './format';

describe('formatting', () => {
  it('shows prices in their currency without decimals', () => {
    expect(formatPrice(1250000, 'EUR')).toBe('€1,250,000');
    expect(formatPrice(455000, 'GBP')).toBe('£455,000');
    expect(formatPrice(3100000, 'USD')).toBe('US$3,100,000');
  });

  it('shows lengths in metres to one decimal and feet to the whole foot', () => {
    expect(formatLength(12.8, 'm')).toBe('12.8 m');
    expect(formatLength(12.8, 'ft')).toBe('42 ft');
  });

  it('puts the preferred unit first and the other in brackets', () => {
    expect(formatLengthBoth(11.98, 'm')).toBe('12.0 m (39 ft)');
    expect(formatLengthBoth(11.98, 'ft')).toBe('39 ft (12.0 m)');
  });
});
