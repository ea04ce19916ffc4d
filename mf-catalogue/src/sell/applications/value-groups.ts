// An application's values in the order and words of the sell form's sections: the seller's application page and
// the operators' review queue show them the same way.
import {
  CONDITION_LABELS,
  FUEL_LABELS,
  HULL_LABELS,
  YACHT_TYPE_LABELS,
  metresToFeet,
  type Condition,
  type Fuel,
  type HullMaterial,
  type YachtType,
} from '@yachts/contracts/catalogue';
import type { SellApplicationDetail } from '@yachts/contracts/selling';
import { formatPrice } from 'shared/ui';
import { countryName } from '../../common/format';

type Values = SellApplicationDetail['values'];

const text = (value: unknown): string | null =>
  value === null || value === undefined || value === ''
    ? null
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value);
const metres = (value: unknown) => {
  const m = Number(value);
  return text(value) && Number.isFinite(m) ? `${m} m (${metresToFeet(m)} ft)` : null;
};
const knots = (value: unknown) => (text(value) ? `${text(value)} kn` : null);
const label = <K extends string>(labels: Record<K, string>, value: unknown) => (text(value) ? (labels[value as K] ?? String(value)) : null);

/** The values in the order and words of the form's sections. */
export function valueGroups(kind: SellApplicationDetail['kind'], values: Values): { title: string; rows: [string, string | null][] }[] {
  const used = kind === 'idle';
  const price = Number(values.price);
  const country = text(values.country) ? countryName(String(values.country)) : null;
  return [
    {
      title: 'The yacht',
      rows: [
        ['Builder', text(values.builder)],
        ['Model', text(values.model)],
        ['Model line', text(values.model_line)],
        ['Type', label<YachtType>(YACHT_TYPE_LABELS, values.type)],
        [used ? 'Year built' : 'Model year', text(values.year)],
        ...(used ? ([['Condition', label<Condition>(CONDITION_LABELS, values.condition)]] as [string, string | null][]) : []),
        ['Hull material', label<HullMaterial>(HULL_LABELS, values.hull_material)],
      ],
    },
    {
      title: 'Dimensions and accommodation',
      rows: [
        ['Length', metres(values.length_m)],
        ['Beam', metres(values.beam_m)],
        ['Draft', metres(values.draft_m)],
        ['Cabins', text(values.cabins)],
        ['Berths', text(values.berths)],
      ],
    },
    {
      title: 'Engines and performance',
      rows: [
        ['Engines', text(values.engines)],
        ['Fuel', label<Fuel>(FUEL_LABELS, values.fuel)],
        ...(used ? ([['Engine hours', text(values.engine_hours)]] as [string, string | null][]) : []),
        ['Top speed', knots(values.top_speed_kn)],
        ['Cruising speed', knots(values.cruise_speed_kn)],
      ],
    },
    {
      title: 'Price and location',
      rows: [
        [
          used ? 'Asking price' : 'Base price',
          text(values.price) && text(values.currency) && Number.isFinite(price)
            ? formatPrice(price, String(values.currency))
            : text(values.price),
        ],
        ['Location', text(values.location)],
        ['Country', country],
      ],
    },
  ];
}
