import { SELL_MESSAGES } from '@yachts/contracts/selling';
import { CSV_FIELDS, CSV_MESSAGES, csvFieldsMarkdown, csvTemplate, parseCsvFeed, readCsvRows, toCsv } from './csv-feed';
import { DESCRIPTION, FULL_LISTINGS } from './feed-fixtures';
import { FEED_MESSAGES, type FeedRead } from './feed-listing';

const LIMIT = { maxBytes: 1_000_000 };
const HEADER = 'ref,kind,builder,model,year,length_m,price,currency,condition,location,country,description_en,photos';
const GOOD = `AB-12,used,Beneteau,Oceanis 46.1,2019,14.6,329000,EUR,good,Palma,ES,${DESCRIPTION},https://a.example/1.jpg`;

function readable(read: FeedRead) {
  if (!read.ok) throw new Error(`expected a readable feed, got: ${read.reason}`);
  return read;
}

describe('readCsvRows', () => {
  it('reads quoted fields, doubled quotes, commas and line breaks inside quotes, and gives each row its first line', () => {
    const text = 'a,b,c\r\n"x, y","say ""hi""","two\nlines"\n\nlast,,\n';
    expect(readCsvRows(text)).toEqual([
      { line: 1, values: ['a', 'b', 'c'] },
      { line: 2, values: ['x, y', 'say "hi"', 'two\nlines'] },
      { line: 5, values: ['last', '', ''] },
    ]);
  });

  it('drops a byte order mark, reads a last line without a line break, and skips lines of empty values', () => {
    expect(readCsvRows('\ufeffa,b\n,,\r\n1,2')).toEqual([
      { line: 1, values: ['a', 'b'] },
      { line: 3, values: ['1', '2'] },
    ]);
  });

  it('reads old Mac line ends (CR alone) as line breaks', () => {
    expect(readCsvRows('a\rb').map((row) => row.values)).toEqual([['a'], ['b']]);
  });

  it('throws naming the line where a quote opens and never closes', () => {
    expect(() => readCsvRows('a,b\n1,"open\n\n')).toThrow(CSV_MESSAGES.unclosedQuote(2));
  });
});

describe('parseCsvFeed', () => {
  it('reads a good line into a listing', () => {
    const read = readable(parseCsvFeed(`${HEADER}\n${GOOD}\n`, LIMIT));
    expect(read.refused).toEqual([]);
    expect(read.warnings).toEqual([]);
    expect(read.listings).toEqual([
      expect.objectContaining({
        ref: 'AB-12',
        kind: 'idle',
        price: 329000,
        descriptions: { en: DESCRIPTION },
        photoUrls: ['https://a.example/1.jpg'],
      }),
    ]);
  });

  it('refuses a bad line alone, naming its line, and keeps the others', () => {
    const bad = GOOD.replace('AB-12,used,Beneteau', 'AB-13,used,');
    const read = readable(parseCsvFeed(`${HEADER}\n${GOOD.replace('AB-12', 'AB-11')}\n"\n"\n${bad}\n${GOOD}\n`, LIMIT));
    expect(read.listings.map((listing) => listing.ref)).toEqual(['AB-11', 'AB-12']);
    expect(read.refused).toEqual([
      // The quoted line break makes the second record start on line 3 and span two lines.
      { where: 'line 3', reason: expect.stringContaining(FEED_MESSAGES.ref) as string },
      { where: 'line 5', reason: SELL_MESSAGES.builder },
    ]);
  });

  it('refuses a line with more values than columns, and reads one with fewer as empty values', () => {
    const read = readable(parseCsvFeed(`${HEADER}\n${GOOD},extra\n${GOOD.replace('AB-12', 'AB-2').replace(/,[^,]*$/, '')}\n`, LIMIT));
    expect(read.refused).toEqual([
      { where: 'line 2', reason: CSV_MESSAGES.tooManyValues(14, 13) },
      { where: 'line 3', reason: FEED_MESSAGES.photos },
    ]);
  });

  it('refuses the second line of a reference', () => {
    const read = readable(parseCsvFeed(`${HEADER}\n${GOOD}\n${GOOD}\n`, LIMIT));
    expect(read.refused).toEqual([{ where: 'line 3', reason: FEED_MESSAGES.duplicateRef('AB-12') }]);
  });

  it('ignores columns that are not ours, listing them in a warning, and reads header names in any case', () => {
    const read = readable(parseCsvFeed(`${HEADER.toUpperCase()},Stock Number,notes\n${GOOD},77,x\n`, LIMIT));
    expect(read.listings).toHaveLength(1);
    expect(read.warnings).toEqual([CSV_MESSAGES.unknownColumns(['stock number', 'notes'])]);
  });

  it('reads photos separated by | and descriptions per language', () => {
    const header = `${HEADER.replace('description_en', 'description_de,description_en')}`;
    const line = GOOD.replace(DESCRIPTION, `Deutsch: ${DESCRIPTION},${DESCRIPTION}`).replace(
      'https://a.example/1.jpg',
      'https://a.example/1.jpg| https://a.example/2.jpg',
    );
    const [listing] = readable(parseCsvFeed(`${header}\n${line}\n`, LIMIT)).listings;
    expect(listing?.descriptions).toEqual({ en: DESCRIPTION, de: `Deutsch: ${DESCRIPTION}` });
    expect(Object.keys(listing?.descriptions ?? {})).toEqual(['en', 'de']);
    expect(listing?.photoUrls).toEqual(['https://a.example/1.jpg', 'https://a.example/2.jpg']);
  });

  it('reads a semicolon file as European spreadsheets save it, and Windows-1252 bytes', () => {
    const text = `${HEADER.replaceAll(',', ';')}\n${GOOD.replace('Palma', 'Palma Málaga').replaceAll(',', ';')}\n`;
    const read = readable(parseCsvFeed(Buffer.from(text, 'latin1'), LIMIT));
    expect(read.listings[0]?.location).toBe('Palma Málaga');
  });

  it.each([
    ['an empty file', '', CSV_MESSAGES.empty],
    [
      'a file without the required columns',
      'ref,builder,description_en\nA,B,C',
      CSV_MESSAGES.missingColumns(['kind', 'model', 'year', 'length_m', 'price', 'currency', 'location', 'country', 'photos']),
    ],
    ['a file without a description column', HEADER.replace(',description_en', ''), CSV_MESSAGES.noDescription],
    ['a file with a column twice', `${HEADER},price`, CSV_MESSAGES.repeatedColumn('price')],
    ['a quote never closed', `${HEADER}\n"AB-12,used`, CSV_MESSAGES.unclosedQuote(2)],
  ])('refuses %s whole', (_, text, reason) => {
    expect(parseCsvFeed(text, LIMIT)).toEqual({ ok: false, reason });
  });

  it('refuses a file larger than the limit before reading it', () => {
    expect(parseCsvFeed(`${HEADER}\n${GOOD}\n`, { maxBytes: 100 })).toEqual({ ok: false, reason: CSV_MESSAGES.tooLarge(100) });
  });
});

describe('toCsv', () => {
  it('exports listings that read back the same, every field and language kept', () => {
    const csv = toCsv(FULL_LISTINGS);
    expect(csv.split('\r\n')[0]).toContain('description_en,description_de,description_fr,photos');
    const read = readable(parseCsvFeed(csv, LIMIT));
    expect(read.refused).toEqual([]);
    expect(read.listings).toEqual(FULL_LISTINGS);
  });

  it('exports no listing as a header a template reader accepts', () => {
    expect(readable(parseCsvFeed(toCsv([]), LIMIT)).listings).toEqual([]);
  });
});

describe('the template and the field list', () => {
  it('is a header and an example line that import as one listing', () => {
    const template = csvTemplate();
    expect(template.split('\r\n')).toHaveLength(3);
    const read = readable(parseCsvFeed(template, LIMIT));
    expect(read.refused).toEqual([]);
    expect(read.listings).toHaveLength(1);
  });

  it('lists every column with whether it is required', () => {
    const markdown = csvFieldsMarkdown();
    for (const field of CSV_FIELDS) expect(markdown).toContain(`| \`${field.name}\` | ${field.required ? 'yes' : 'no'} |`);
  });
});
