// The site's British-English formatters, each made the first time something is formatted with it and kept. Making
// an Intl formatter loads the locale's data (and the zone's, for times): about 15 ms on a phone for the first one, so
// a module that made its formatters as it loaded charged that to every page importing it, in the page's longest task,
// whether or not the page showed a date.
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`date ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat('en-GB', options));
}

export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(`number ${JSON.stringify(options)}`, () => new Intl.NumberFormat('en-GB', options));
}

export function relativeTimeFormat(options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  return cached(`relative ${JSON.stringify(options)}`, () => new Intl.RelativeTimeFormat('en-GB', options));
}
