// The specifications of a yacht as a table of label and value; lengths in metres and feet, speeds in knots.
import { observer } from 'mobx-react-lite';
import {
  CONDITION_LABELS,
  FUEL_LABELS,
  HULL_LABELS,
  YACHT_TYPE_LABELS,
  type NewYachtDetail,
  type UsedYachtDetail,
} from '@yachts/contracts/catalogue';
import { sessionStore } from 'shared/session';
import { formatNumber, lengthBoth, placeName } from '../common/format';

const knots = (value: number | null) => (value === null ? null : `${formatNumber(value)} kn`);

export function specRows(yacht: NewYachtDetail | UsedYachtDetail, unit: 'm' | 'ft' = 'm'): [string, string][] {
  const rows: [string, string | null][] = [
    ['Type', YACHT_TYPE_LABELS[yacht.type]],
    ['Builder', yacht.builder],
    ['Model line', yacht.modelLine && yacht.modelLine !== yacht.model ? yacht.modelLine : null],
    [yacht.kind === 'idle' ? 'Year built' : 'Model year', String(yacht.year)],
    ['Length overall', lengthBoth(yacht.lengthM, unit)],
    ['Beam', lengthBoth(yacht.beamM, unit)],
    ['Draft', lengthBoth(yacht.draftM, unit)],
    // A day boat has no cabin: said in words rather than as "0".
    ['Cabins', yacht.cabins > 0 ? String(yacht.cabins) : 'None'],
    ['Berths', yacht.berths > 0 ? String(yacht.berths) : 'None'],
    ['Engines', yacht.engines || null],
    ['Engine hours', yacht.kind === 'idle' && yacht.engineHours !== null ? `${formatNumber(yacht.engineHours)} h` : null],
    ['Fuel', FUEL_LABELS[yacht.fuel]],
    ['Hull material', HULL_LABELS[yacht.hullMaterial]],
    ['Top speed', knots(yacht.topSpeedKn)],
    ['Cruising speed', knots(yacht.cruiseSpeedKn)],
    ['Condition', yacht.kind === 'idle' ? CONDITION_LABELS[yacht.condition] : null],
    ['Location', placeName(yacht.location, yacht.country) || null],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== undefined);
}

export const SpecsTable = observer(function SpecsTable({ yacht, name }: { yacht: NewYachtDetail | UsedYachtDetail; name: string }) {
  return (
    <table className="specs-table">
      <caption className="visually-hidden">Specifications of the {name}</caption>
      <tbody>
        {specRows(yacht, sessionStore.lengthUnit).map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});
