// Loads the day's exchange rates into the database and reprices the listings in euros:
//
//   pnpm --filter ./api rates:load                      the European Central Bank's daily reference rates
//   pnpm --filter ./api rates:load -- --file rates.xml  the same file, saved (eurofxref-daily.xml)
//        [--database-url postgres://… | --data-dir DIR]
//
// Without --database-url (or DATABASE_URL) it writes to the PGlite directory the api uses (DATA_DIR, default
// .data/pglite); stop the api first, as only one process can open a PGlite directory (or use the operator route,
// PUT /api/v1/operator/exchange-rates, on a running site). Run it once a working day, after 16:00 CET.
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../src/db/database';
import { createExchangeRatesRepository } from '../src/catalogue/exchange-rates/exchange-rates-repository';
import { ECB_DAILY_URL, parseEcbRates } from '../src/catalogue/exchange-rates/ecb-rates';
import { checkRatesLoad } from '../src/catalogue/exchange-rates/exchange-rates-rules';
import { readCommandOptions } from './command-options';

const USAGE = 'usage: load-exchange-rates [--file eurofxref-daily.xml] [--database-url URL | --data-dir DIR]';

async function main() {
  let file = null as string | null;
  const { databaseUrl, dataDir } = readCommandOptions(USAGE, { '--file': (value) => (file = path.resolve(value)) });

  const xml = file ? fs.readFileSync(file, 'utf8') : await (await fetch(ECB_DAILY_URL, { signal: AbortSignal.timeout(20_000) })).text();
  const parsed = parseEcbRates(xml);
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const rates = createExchangeRatesRepository(database.db);
    const load = checkRatesLoad(parsed, (await rates.current()).date);
    const { repriced } = await rates.load(load);
    const list = Object.entries(load.perEuro)
      .map(([currency, rate]) => `${currency} ${rate}`)
      .join(', ');
    console.log(`Rates of ${load.date} loaded (1 EUR = ${list}); ${repriced} listings repriced in euros.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
