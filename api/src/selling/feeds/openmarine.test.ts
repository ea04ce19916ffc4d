import { SELL_MESSAGES } from '@yachts/contracts/selling';
import { DESCRIPTION, FULL_LISTINGS } from './feed-fixtures';
import { FEED_MESSAGES, type FeedRead } from './feed-listing';
import { OPENMARINE_MESSAGES, parseOpenMarine, toOpenMarine } from './openmarine';
import { XML_MESSAGES } from './xml-reader';

const LIMIT = { maxBytes: 1_000_000 };

/** One advert as brokers' systems write them: feet, language names, CDATA, a video among the media. */
function advert(ref: string, changes: { status?: string; price?: string; loaUnit?: string; builder?: string } = {}) {
  return `
      <advert ref="${ref}" office_id="1" status="${changes.status ?? 'Available'}">
        <advert_media>
          <media type="image/jpeg" caption="Side">https://dealer.example/${ref}/2.jpg</media>
          <media type="video/mp4">https://dealer.example/${ref}/tour.mp4</media>
          <media type="image/jpeg" primary="1">https://dealer.example/${ref}/1.jpg</media>
        </advert_media>
        <advert_features>
          <boat_type>Sail</boat_type>
          <boat_category>Catamaran</boat_category>
          <new_or_used>Used</new_or_used>
          <vessel_lying country="FR">La Rochelle</vessel_lying>
          ${changes.price ?? '<asking_price poa="0" currency="EUR" vat_included="1">425000</asking_price>'}
          <marketing_descs>
            <marketing_desc language="English"><![CDATA[${DESCRIPTION}]]></marketing_desc>
            <marketing_desc language="fr">Un catamaran bien entretenu, pont en teck neuf et moteurs révisés.</marketing_desc>
          </marketing_descs>
          <manufacturer>${changes.builder ?? 'Lagoon'}</manufacturer>
          <model>42</model>
        </advert_features>
        <boat_features>
          <item name="condition">Excellent</item>
          <accommodation><item name="cabins">4</item><item name="berths">10</item></accommodation>
          <dimensions>
            <item name="loa" unit="${changes.loaUnit ?? 'feet'}">41.99</item>
            <item name="beam" unit="metres">7.7</item>
            <item name="draft" unit="ft">4.1</item>
          </dimensions>
          <build><item name="year">2018</item><item name="hull_construction">GRP</item></build>
          <engine>
            <item name="engine_quantity">2</item>
            <item name="engine_manufacturer">Yanmar</item>
            <item name="engine_model">4JH57</item>
            <item name="horse_power">57</item>
            <item name="fuel">Diesel</item>
            <item name="hours">1200</item>
          </engine>
        </boat_features>
      </advert>`;
}

const feed = (...adverts: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<open_marine version="1.7" language="english" origin="Dealer DMS" date="2026-11-29T10:00:00Z">
  <broker code="42">
    <broker_details><company_name>Dealer</company_name></broker_details>
    <adverts>${adverts.join('')}
    </adverts>
  </broker>
</open_marine>`;

function readable(read: FeedRead) {
  if (!read.ok) throw new Error(`expected a readable feed, got: ${read.reason}`);
  return read;
}

describe('parseOpenMarine', () => {
  it('reads an advert: feet to metres, the primary photo first, videos left out, languages by name or code', () => {
    const read = readable(parseOpenMarine(feed(advert('LAG-42')), LIMIT));
    expect(read.refused).toEqual([]);
    expect(read.listings).toEqual([
      {
        ref: 'LAG-42',
        kind: 'idle',
        builder: 'Lagoon',
        model: '42',
        year: 2018,
        lengthM: 12.8,
        beamM: 7.7,
        draftM: 1.25,
        hullMaterial: 'grp',
        fuel: 'diesel',
        yachtType: 'catamaran',
        cabins: 4,
        berths: 10,
        engines: '2 x Yanmar 4JH57 (57 hp)',
        engineHours: 1200,
        price: 425000,
        currency: 'EUR',
        condition: 'excellent',
        location: 'La Rochelle',
        country: 'FR',
        descriptions: { en: DESCRIPTION, fr: 'Un catamaran bien entretenu, pont en teck neuf et moteurs révisés.' },
        photoUrls: ['https://dealer.example/LAG-42/1.jpg', 'https://dealer.example/LAG-42/2.jpg'],
      },
    ]);
  });

  it('refuses a bad advert alone, naming it by number and reference', () => {
    const read = readable(
      parseOpenMarine(
        feed(
          advert('A-1'),
          advert('A-2', { builder: '' }),
          advert('A-3', { price: '<asking_price poa="1" currency="EUR"/>' }),
          advert('A-4', { loaUnit: 'cubits' }),
          advert('A-1'),
        ),
        LIMIT,
      ),
    );
    expect(read.listings.map((listing) => listing.ref)).toEqual(['A-1']);
    expect(read.refused).toEqual([
      { where: 'advert 2 (ref A-2)', reason: SELL_MESSAGES.builder },
      { where: 'advert 3 (ref A-3)', reason: SELL_MESSAGES.price },
      { where: 'advert 4 (ref A-4)', reason: OPENMARINE_MESSAGES.unit('loa', 'cubits') },
      { where: 'advert 5 (ref A-1)', reason: FEED_MESSAGES.duplicateRef('A-1') },
    ]);
  });

  it('leaves a sold advert out with a warning, so a full import withdraws it', () => {
    const read = readable(parseOpenMarine(feed(advert('S-1', { status: 'Sold' }), advert('S-2', { status: 'UnderOffer' })), LIMIT));
    expect(read.listings.map((listing) => listing.ref)).toEqual(['S-2']);
    expect(read.warnings).toEqual([OPENMARINE_MESSAGES.sold('advert 1 (ref S-1)')]);
  });

  it('names an advert without a reference by its number', () => {
    const read = readable(parseOpenMarine(feed(advert('X').replace('ref="X" ', '')), LIMIT));
    expect(read.refused).toEqual([{ where: 'advert 1', reason: FEED_MESSAGES.ref }]);
  });

  it('reads the encoding the declaration names', () => {
    const latin = feed(advert('L-1')).replace('encoding="UTF-8"', 'encoding="ISO-8859-1"');
    const read = readable(parseOpenMarine(Buffer.from(latin, 'latin1'), LIMIT));
    expect(read.listings[0]?.descriptions.fr).toContain('révisés');
  });

  it.each([
    ['a DOCTYPE', feed(advert('D-1')).replace('<open_marine', '<!DOCTYPE x [<!ENTITY e "e">]><open_marine'), XML_MESSAGES.doctype],
    ['XML that is not well-formed', feed(advert('W-1')).replace('</model>', '</modell>'), XML_MESSAGES.at(23, '</model> was expected.')],
    ['another format', '<rss version="2.0"><channel/></rss>', OPENMARINE_MESSAGES.notOpenMarine('rss')],
    ['an encoding we do not read', '<?xml version="1.0" encoding="Shift_JIS"?><open_marine/>', OPENMARINE_MESSAGES.encoding('Shift_JIS')],
  ])('refuses %s whole', (_, xml, reason) => {
    // As bytes, the way a fetched or uploaded file arrives.
    expect(parseOpenMarine(Buffer.from(xml), LIMIT)).toEqual({ ok: false, reason });
  });

  it('refuses a file larger than the limit before reading it', () => {
    expect(parseOpenMarine(feed(advert('B-1')), { maxBytes: 500 })).toEqual({ ok: false, reason: OPENMARINE_MESSAGES.tooLarge(500) });
  });

  it('reads an empty feed as no listings (a full import of it withdraws everything)', () => {
    expect(parseOpenMarine(feed(), LIMIT)).toEqual({ ok: true, listings: [], refused: [], warnings: [] });
  });
});

describe('toOpenMarine', () => {
  it('exports listings that read back the same, every field and language kept', () => {
    const xml = toOpenMarine(FULL_LISTINGS, { brokerName: 'Dealer & Sons', date: new Date('2026-11-29T10:00:00Z') });
    expect(xml).toContain('<open_marine version="1.7" language="en" origin="yacht-marketplace" date="2026-11-29T10:00:00.000Z">');
    expect(xml).toContain('<media type="image/png" primary="1">http://dealer.example/f50.png</media>');
    const read = readable(parseOpenMarine(xml, LIMIT));
    expect(read).toEqual({ ok: true, listings: FULL_LISTINGS, refused: [], warnings: [] });
  });
});
