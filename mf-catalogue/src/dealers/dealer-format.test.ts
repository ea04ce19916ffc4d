import { dealerInitials, dealerTone, stockSummary, telHref, websiteLink } from './dealer-format';

describe('how a dealer is written', () => {
  it('makes initials from the first two words that start with a letter or digit', () => {
    expect(dealerInitials('Azure Coast Yachting')).toBe('AC');
    expect(dealerInitials('Hallberg-Rassy')).toBe('H');
    expect(dealerInitials('& Sons Ørsted marine')).toBe('SØ');
    expect(dealerInitials('  ')).toBe('?');
  });

  it('gives a name always the same badge colour', () => {
    expect(dealerTone('Azure Coast Yachting')).toBe(dealerTone('Azure Coast Yachting'));
    expect(new Set(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map(dealerTone)).size).toBeGreaterThan(1);
  });

  it('says how many yachts are listed, leaving out a kind with none', () => {
    expect(stockSummary({ idle: 12, new: 3 })).toBe('12 used · 3 new yachts');
    expect(stockSummary({ idle: 1, new: 1 })).toBe('1 used · 1 new yacht');
    expect(stockSummary({ idle: 1_204, new: 0 })).toBe('1,204 used yachts');
    expect(stockSummary({ idle: 0, new: 1 })).toBe('1 new yacht');
    expect(stockSummary({ idle: 0, new: 0 })).toBe('No yachts listed right now');
  });

  it('dials the digits of a phone number, keeping an international plus', () => {
    expect(telHref('+33 4 93 00 10 20')).toBe('tel:+33493001020');
    expect(telHref('(0)23 8000-0123')).toBe('tel:02380000123');
    expect(telHref('ask us')).toBeNull();
  });

  it('links a website over http(s) only, shown without its scheme and www', () => {
    expect(websiteLink('https://www.azure-coast-yachting.example')).toEqual({
      href: 'https://www.azure-coast-yachting.example',
      text: 'azure-coast-yachting.example',
    });
    expect(websiteLink('baltic-keel.example/en/')).toEqual({ href: 'https://baltic-keel.example/en/', text: 'baltic-keel.example/en' });
    expect(websiteLink('javascript:alert(1)')).toBeNull();
    expect(websiteLink('mailto:someone@example.com')).toBeNull();
    expect(websiteLink('not a website')).toBeNull();
    expect(websiteLink(null)).toBeNull();
  });
});
