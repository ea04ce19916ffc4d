import { SELL_LIMITS, SELL_MESSAGES } from '@yachts/contracts/selling';
import { DESCRIPTION, rawListing } from './feed-fixtures';
import { checkFeedListing, checkFeedRecords, FEED_MESSAGES, mainDescription, type FeedCheck } from './feed-listing';

function refusal(check: FeedCheck): string {
  if (!('refused' in check)) throw new Error(`expected a refusal, got ${JSON.stringify(check)}`);
  return check.refused.reason;
}

function accepted(check: FeedCheck) {
  if ('refused' in check) throw new Error(`expected a listing, got: ${check.refused.reason}`);
  return check.listing;
}

describe('checkFeedListing', () => {
  it('turns a good record into a listing with numbers as numbers and absent options absent', () => {
    const listing = accepted(checkFeedListing(rawListing(), 'line 2'));
    expect(listing).toEqual({
      ref: 'AB-12',
      kind: 'idle',
      builder: 'Beneteau',
      model: 'Oceanis 46.1',
      year: 2019,
      lengthM: 14.6,
      price: 329000,
      currency: 'EUR',
      condition: 'good',
      location: 'Palma de Mallorca',
      country: 'ES',
      descriptions: { en: DESCRIPTION },
      photoUrls: ['https://dealer.example/photos/1.jpg'],
    });
  });

  it("reads the feeds' words for the site's lists, case and spacing aside", () => {
    const listing = accepted(
      checkFeedListing(
        rawListing({
          kind: 'Used',
          yachtType: 'Sailing Yacht',
          fuel: 'Gasoline',
          hullMaterial: 'Fibreglass',
          currency: 'gbp',
          country: 'gb',
          condition: 'Excellent',
          coOp: 'yes',
          beamM: 4.5,
          draftM: '2.1',
          cabins: '3',
          berths: 8,
          engines: 'Yanmar 4JH57',
          engineHours: '850',
        }),
        'line 2',
      ),
    );
    expect(listing).toMatchObject({
      kind: 'idle',
      yachtType: 'sail',
      fuel: 'petrol',
      hullMaterial: 'grp',
      currency: 'GBP',
      country: 'GB',
      condition: 'excellent',
      coOp: true,
      beamM: 4.5,
      draftM: 2.1,
      cabins: 3,
      berths: 8,
      engines: 'Yanmar 4JH57',
      engineHours: 850,
    });
  });

  it("refuses with the sell form's own sentences, naming what the feed gave", () => {
    const reason = refusal(checkFeedListing(rawListing({ year: '1890', price: 'POA', currency: 'CHF', fuel: 'steam' }), 'line 4'));
    expect(reason).toContain(`${SELL_MESSAGES.year} (the feed gives "1890")`);
    expect(reason).toContain(`${SELL_MESSAGES.price} (the feed gives "POA")`);
    expect(reason).toContain(SELL_MESSAGES.currency);
    expect(reason).toContain(SELL_MESSAGES.fuel);
  });

  it('answers where the record is', () => {
    const check = checkFeedListing(rawListing({ builder: '' }), 'advert 3 (ref AB-12)');
    expect(check).toEqual({ refused: { where: 'advert 3 (ref AB-12)', reason: SELL_MESSAGES.builder } });
  });

  it.each([
    ['no reference', { ref: '  ' }, FEED_MESSAGES.ref],
    ['a reference over 64 characters', { ref: 'x'.repeat(65) }, FEED_MESSAGES.ref],
    ['no kind', { kind: undefined }, FEED_MESSAGES.kind],
    ['an unknown kind', { kind: 'charter' }, FEED_MESSAGES.kind],
    ['a length outside the sell limits', { lengthM: String(SELL_LIMITS.lengthMaxM + 1) }, SELL_MESSAGES.length],
    ['a price with cents', { price: '1000.5' }, SELL_MESSAGES.price],
    ['a price below the minimum', { price: '999' }, SELL_MESSAGES.price],
    ['a used yacht without condition', { condition: undefined }, SELL_MESSAGES.condition],
    ['an unknown condition', { condition: 'mint' }, SELL_MESSAGES.condition],
    ['engine hours with a fraction', { engineHours: '12.5' }, SELL_MESSAGES.engineHours],
    ['a country that is no code', { country: 'Spain' }, SELL_MESSAGES.country],
    ['a country code no picker offers', { country: 'ZZ' }, FEED_MESSAGES.country],
    ['a hull material we do not list', { hullMaterial: 'concrete' }, SELL_MESSAGES.hull],
    ['a yacht type we do not list', { yachtType: 'submarine' }, SELL_MESSAGES.type],
    ['a beam outside the form limits', { beamM: '80' }, SELL_MESSAGES.beam],
    ['no description', { descriptions: {} }, FEED_MESSAGES.descriptions],
    ['a short description', { descriptions: { en: 'Nice boat.' } }, `Description (en): ${SELL_MESSAGES.description}`],
    ['a description in no language', { descriptions: { english: DESCRIPTION } }, FEED_MESSAGES.language('english')],
    ['no photo', { photoUrls: [] }, FEED_MESSAGES.photos],
    ['a photo that is no web address', { photoUrls: ['ftp://dealer.example/1.jpg'] }, FEED_MESSAGES.photoUrl(1)],
    ['a photo given as a path', { photoUrls: ['https://a.example/1.jpg', '/2.jpg'] }, FEED_MESSAGES.photoUrl(2)],
    ['a co-op flag that is neither yes nor no', { coOp: 'maybe' }, FEED_MESSAGES.coOp],
  ])('refuses %s', (_, overrides, message) => {
    expect(refusal(checkFeedListing(rawListing(overrides), 'line 9'))).toContain(message);
  });

  it('lists every reason of one record, not only the first', () => {
    const reason = refusal(checkFeedListing(rawListing({ builder: '', model: '', country: '' }), 'line 3'));
    expect(reason).toBe(`${SELL_MESSAGES.builder} ${SELL_MESSAGES.model} ${SELL_MESSAGES.country}`);
  });

  it('keeps a new yacht free of the used-only fields', () => {
    const listing = accepted(checkFeedListing(rawListing({ kind: 'new', condition: 'mint', engineHours: 'lots' }), 'line 2'));
    expect(listing.kind).toBe('new');
    expect(listing).not.toHaveProperty('condition');
    expect(listing).not.toHaveProperty('engineHours');
  });

  it('keeps each language, English first, and drops repeated photos', () => {
    const listing = accepted(
      checkFeedListing(
        rawListing({
          descriptions: { de: `${DESCRIPTION} (de)`, EN: DESCRIPTION, fr: '  ' },
          photoUrls: ['https://a.example/1.jpg', 'https://a.example/2.jpg', 'https://a.example/1.jpg'],
        }),
        'line 2',
      ),
    );
    expect(Object.keys(listing.descriptions)).toEqual(['en', 'de']);
    expect(mainDescription(listing)).toEqual({ lang: 'en', text: DESCRIPTION });
    expect(mainDescription({ descriptions: { it: 'x' } })).toEqual({ lang: 'it', text: 'x' });
    expect(listing.photoUrls).toEqual(['https://a.example/1.jpg', 'https://a.example/2.jpg']);
  });

  it('keeps the first photos up to the limit and says so', () => {
    const urls = Array.from({ length: SELL_LIMITS.photosMax + 3 }, (_, i) => `https://a.example/${i}.jpg`);
    const check = checkFeedListing(rawListing({ photoUrls: urls }), 'line 2');
    expect(accepted(check).photoUrls).toEqual(urls.slice(0, SELL_LIMITS.photosMax));
    expect('warnings' in check && check.warnings).toEqual([`line 2: ${FEED_MESSAGES.photosCut(urls.length)}`]);
  });

  it('cleans text PostgreSQL cannot store', () => {
    expect(accepted(checkFeedListing(rawListing({ builder: 'Bene\u0000teau' }), 'line 2')).builder).toBe('Beneteau');
  });
});

describe('checkFeedRecords', () => {
  it('refuses the second record with a reference already seen, and keeps the others', () => {
    const read = checkFeedRecords([
      { raw: rawListing({ ref: 'A' }), where: 'line 2' },
      { raw: rawListing({ ref: 'B', builder: '' }), where: 'line 3' },
      { raw: rawListing({ ref: 'A', model: 'Other' }), where: 'line 4' },
      { raw: rawListing({ ref: 'B' }), where: 'line 5' },
    ]);
    expect(read.listings.map((listing) => [listing.ref, listing.model])).toEqual([['A', 'Oceanis 46.1']]);
    expect(read.refused).toEqual([
      { where: 'line 3', reason: SELL_MESSAGES.builder },
      { where: 'line 4', reason: FEED_MESSAGES.duplicateRef('A') },
      { where: 'line 5', reason: FEED_MESSAGES.duplicateRef('B') },
    ]);
  });
});
