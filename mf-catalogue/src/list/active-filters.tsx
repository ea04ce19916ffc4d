// What the list is narrowed by, as chips that each remove their own filter, and one "Clear all". Lengths are in the
// visitor's unit, as in the filter panel beside them. Each is a link to the list without it, so it works before the
// page's script has arrived, and without one.
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import {
  CATALOGUE_LIST_KEYS,
  CONDITION_LABELS,
  FUEL_LABELS,
  HULL_LABELS,
  YACHT_TYPE_LABELS,
  type CatalogueQuery,
  type Condition,
  type Fuel,
  type HullMaterial,
  type YachtType,
} from '@yachts/contracts/catalogue';
import { COUNTRY_NAMES } from '@yachts/contracts/country-names';
import { sessionStore, type LengthUnit } from 'shared/session';
import { CloseIcon, formatPrice } from 'shared/ui';
import { formatNumber, lengthToUnit } from '../common/format';

const COUNTRY_LABELS: Record<string, string> = Object.fromEntries(COUNTRY_NAMES);

/**
 * Models belong to the chosen builders and ports to the chosen countries: with the last builder (country) gone,
 * its models (ports) go too, instead of filtering a list nobody can see them in.
 */
export function narrowerCleared(key: string, rest: readonly string[]): Partial<CatalogueQuery> {
  if (rest.length > 0) return {};
  if (key === 'builder') return { model: undefined };
  if (key === 'country') return { port: undefined };
  return {};
}

export interface Chip {
  key: string;
  label: string;
  /** The query without this filter. */
  patch: Partial<CatalogueQuery>;
}

function range(min: number | undefined, max: number | undefined, show: (value: number) => string): string | null {
  if (min !== undefined && max !== undefined) return `${show(min)}–${show(max)}`;
  if (min !== undefined) return `from ${show(min)}`;
  if (max !== undefined) return `up to ${show(max)}`;
  return null;
}

const year = (value: number) => String(value);

/**
 * `dealerName`: the name of the dealer the list is narrowed to (decision 028), from the list's answer; its page's slug
 * stands in until that has arrived.
 */
export function chipsFor(query: CatalogueQuery, unit: LengthUnit = 'm', dealerName?: string): Chip[] {
  const chips: Chip[] = [];
  const length = (metres: number) => `${formatNumber(lengthToUnit(metres, unit))} ${unit}`;
  if (query.q) chips.push({ key: 'q', label: `“${query.q}”`, patch: { q: undefined } });
  if (query.dealer) chips.push({ key: 'dealer', label: `From ${dealerName ?? query.dealer}`, patch: { dealer: undefined } });
  const listChips = <V extends string>(key: (typeof CATALOGUE_LIST_KEYS)[number], labels?: Partial<Record<V, string>>) => {
    const values = query[key] ?? [];
    for (const value of values) {
      const rest = values.filter((v) => v !== value);
      chips.push({
        key: `${key}:${value}`,
        label: labels?.[value as V] ?? value,
        patch: { [key]: rest, ...narrowerCleared(key, rest) },
      });
    }
  };
  listChips<YachtType>('type', YACHT_TYPE_LABELS);
  listChips('builder');
  listChips('model');
  const lengths = range(query.lengthMin, query.lengthMax, length);
  if (lengths) chips.push({ key: 'length', label: `Length ${lengths}`, patch: { lengthMin: undefined, lengthMax: undefined } });
  const price = range(query.priceMin, query.priceMax, (value) => formatPrice(value, query.currency ?? 'EUR'));
  if (price)
    chips.push({ key: 'price', label: `Price ${price}`, patch: { priceMin: undefined, priceMax: undefined, currency: undefined } });
  const years = range(query.yearMin, query.yearMax, year);
  if (years) chips.push({ key: 'year', label: `Year ${years}`, patch: { yearMin: undefined, yearMax: undefined } });
  if (query.cabins !== undefined) chips.push({ key: 'cabins', label: `${query.cabins}+ cabins`, patch: { cabins: undefined } });
  listChips('country', COUNTRY_LABELS);
  listChips('port');
  if (query.location) chips.push({ key: 'location', label: `In ${query.location}`, patch: { location: undefined } });
  listChips<Fuel>('fuel', FUEL_LABELS);
  listChips<HullMaterial>('hull', HULL_LABELS);
  listChips<Condition>('condition', CONDITION_LABELS);
  return chips;
}

/** The list before any narrowing: every filter and the keywords gone, a chosen sort kept. */
export function clearedQuery(query: CatalogueQuery): CatalogueQuery {
  return query.sort && query.sort !== 'relevance' ? { sort: query.sort } : {};
}

export const ActiveFilters = observer(function ActiveFilters({
  query,
  dealerName,
  hrefOf,
  clearHref,
}: {
  query: CatalogueQuery;
  /** Whose yachts these are, when the list is one dealer's. */
  dealerName?: string | undefined;
  /** The list's address with a change applied. */
  hrefOf: (patch: Partial<CatalogueQuery>) => string;
  clearHref: string;
}) {
  const chips = chipsFor(query, sessionStore.lengthUnit, dealerName);
  if (chips.length === 0) return null;
  return (
    <div className="active-filters">
      <ul className="active-filter-list" aria-label="Active filters">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link className="filter-chip" to={hrefOf(chip.patch)} aria-label={`Remove ${chip.label}`}>
              <span aria-hidden="true">{chip.label}</span>
              <CloseIcon size={14} />
            </Link>
          </li>
        ))}
      </ul>
      <Link className="link-button filter-clear" to={clearHref}>
        Clear all
      </Link>
    </div>
  );
});
