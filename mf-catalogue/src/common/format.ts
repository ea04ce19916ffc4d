// How the catalogue writes lengths, places, counts and dates: one British-English style on every page.
import { countryName } from '@yachts/contracts/country-names';
import { FEET_PER_METRE, metresToFeet } from '@yachts/contracts/catalogue';
import type { LengthUnit } from 'shared/session';
import { numberFormat } from 'shared/ui';

// In UTC on the server and in every browser, so a server-rendered page hydrates with the same text.

export { countryName };

/** "Palma de Mallorca, Spain" (the country left out when the place already names it, or is unknown). */
export function placeName(location: string, country: string): string {
  const name = country ? countryName(country) : '';
  if (!name) return location;
  if (!location) return name;
  return location.toLowerCase().includes(name.toLowerCase()) ? location : `${location}, ${name}`;
}

export function formatNumber(value: number): string {
  return numberFormat().format(value);
}

/** Metres and feet, the preferred unit first: "14.6 m (48 ft)" or "48 ft (14.6 m)". */
export function lengthBoth(metres: number, unit: LengthUnit = 'm'): string {
  const m = `${metres.toFixed(1)} m`;
  const ft = `${metresToFeet(metres)} ft`;
  return unit === 'ft' ? `${ft} (${m})` : `${m} (${ft})`;
}

function roundTo(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

/**
 * A length in the visitor's unit, for the length filter: metres as they are, feet to a tenth. The address and the api
 * keep metres (lengthFromUnit).
 */
export function lengthToUnit(metres: number, unit: LengthUnit): number {
  return unit === 'ft' ? roundTo(metres * FEET_PER_METRE, 1) : metres;
}

/**
 * A typed length in metres for the address. Feet become metres to a hundredth: 0.005 m is 0.016 ft, under the 0.05 ft
 * that would change the tenth shown, so feet typed, stored and shown again come back as typed (no drift).
 */
export function lengthFromUnit(value: number, unit: LengthUnit): number {
  return unit === 'ft' ? roundTo(value / FEET_PER_METRE, 2) : value;
}

/** "1 used yacht", "1,234 used yachts"; "10,000+ used yachts" for a count that stopped at a cap (`atLeast`). */
export function countOf(count: number, noun: string, atLeast = false): string {
  return `${formatNumber(count)}${atLeast ? '+' : ''} ${noun}${count === 1 && !atLeast ? '' : 's'}`;
}

/** "3 cabins, 6 berths", "1 cabin, 2 berths", "4 berths" without a cabin; empty when it has neither. */
export function accommodation(cabins: number, berths: number): string {
  const parts: string[] = [];
  if (cabins > 0) parts.push(`${cabins} ${cabins === 1 ? 'cabin' : 'cabins'}`);
  if (berths > 0) parts.push(`${berths} ${berths === 1 ? 'berth' : 'berths'}`);
  return parts.join(', ');
}
