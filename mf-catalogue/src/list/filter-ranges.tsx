// The filter panel's typed numbers (filter-panel.tsx): a range of two ends (price, year) and the length range in the
// visitor's unit. A typed value applies when the field is left or Enter is pressed, and only when the api accepts it.
import { useId, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { CATALOGUE_RANGES, inCatalogueRange, type CatalogueQuery, type CatalogueRange } from '@yachts/contracts/catalogue';
import { sessionStore } from 'shared/session';
import { useStateFrom } from 'shared/ui';
import { formatNumber, lengthFromUnit, lengthToUnit } from '../common/format';
import { Group, type QueryChange } from './filter-checks';

/**
 * A number typed into a field: applied when the field is left or Enter is pressed; a blank field removes it. A value
 * the api would refuse is not applied: the field keeps it, is marked invalid and points to the range's hint, so the
 * list keeps showing instead of being replaced by the api's error.
 */
interface CommitInputProps {
  label: ReactNode;
  /** The query name the form sends the value as; none when the value is shown in another unit than the query's. */
  name: string | undefined;
  value: number | undefined;
  placeholder?: string;
  onCommit: (value: number | undefined) => void;
  accepts: (value: number) => boolean;
  invalid: boolean;
  errorId: string;
  onInvalidChange: (invalid: boolean) => void;
  step?: string;
  bounds: { min: number; max: number };
  inputMode?: 'decimal' | 'numeric';
}

function CommitInput({
  label,
  name,
  value,
  placeholder,
  onCommit,
  accepts,
  invalid,
  errorId,
  onInvalidChange,
  step,
  bounds,
  inputMode = 'decimal',
}: CommitInputProps) {
  const id = useId();
  const [draft, setDraft] = useStateFrom(value === undefined ? '' : String(value));
  const commit = () => {
    const trimmed = draft.trim();
    if (trimmed === '') {
      onInvalidChange(false);
      if (value !== undefined) onCommit(undefined);
      return;
    }
    const number = Number(trimmed);
    if (!accepts(number)) {
      onInvalidChange(true);
      return;
    }
    onInvalidChange(false);
    if (number !== value) onCommit(number);
  };
  return (
    <div className="filter-number">
      <label htmlFor={id} className="filter-number-label">
        {label}
      </label>
      <input
        id={id}
        className="filter-input"
        type="number"
        name={name}
        min={bounds.min}
        max={bounds.max}
        step={step}
        inputMode={inputMode}
        placeholder={placeholder}
        value={draft}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          // As with the form fields (product rules §4 "Field errors"), typing clears the error until the value is tried
          // again.
          if (invalid) onInvalidChange(false);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
    </div>
  );
}

/** How a range is shown: in its query unit, or converted (lengths in feet); the address always keeps the query unit. */
interface Scale {
  toShown: (value: number) => number;
  fromShown: (value: number) => number;
}
const SAME: Scale = { toShown: (value) => value, fromShown: (value) => value };

/** The api's range in the unit shown, rounded inwards so that every value inside it converts to one the api takes. */
function shownBounds(range: CatalogueRange, scale: Scale): { min: number; max: number } {
  return { min: Math.ceil(scale.toShown(range.min)), max: Math.floor(scale.toShown(range.max)) };
}

interface RangeProps {
  legend: string;
  /** The query names of the two ends, as the form sends them (see CommitInput). */
  names: [string, string] | undefined;
  unit: string;
  /** Both ends in the query's unit (metres, euros, years). */
  min: number | undefined;
  max: number | undefined;
  /** What the listed yachts span, as placeholders (query unit). */
  bounds?: { min: number; max: number };
  /** What the api accepts (query unit). */
  range: CatalogueRange;
  scale?: Scale;
  /** Shown under the fields when a typed value is outside `range`, e.g. "Enter a year between 1800 and 2100." */
  hint: (shown: { min: number; max: number }) => string;
  onChange: (min: number | undefined, max: number | undefined) => void;
  step?: string;
  inputMode?: 'decimal' | 'numeric';
  labels?: [string, string];
  /** How the placeholders write a value: grouped digits, except for years. */
  format?: (value: number) => string;
}

export function Range({
  legend,
  names,
  unit,
  min,
  max,
  bounds,
  range,
  scale = SAME,
  hint,
  onChange,
  step,
  inputMode,
  labels = ['Min', 'Max'],
  format = formatNumber,
}: RangeProps) {
  const errorId = useId();
  const [invalid, setInvalid] = useState({ min: false, max: false });
  const limits = shownBounds(range, scale);
  const accepts = (shown: number) => Number.isFinite(shown) && inCatalogueRange(range, scale.fromShown(shown));
  const shown = (value: number | undefined) => (value === undefined ? undefined : scale.toShown(value));
  // Two ends typed the wrong way round mean the same range. Only the end typed is converted: the other keeps its
  // value in the address exactly, so switching units and editing one end never moves the other.
  const apply = (nextMin: number | undefined, nextMax: number | undefined) =>
    nextMin !== undefined && nextMax !== undefined && nextMin > nextMax ? onChange(nextMax, nextMin) : onChange(nextMin, nextMax);
  const fromShown = (value: number | undefined) => (value === undefined ? undefined : scale.fromShown(value));
  const end = (which: 'min' | 'max', index: 0 | 1) => (
    <CommitInput
      label={
        <>
          {labels[index]}
          <span className="visually-hidden"> {unit}</span>
        </>
      }
      name={names?.[index]}
      value={shown(which === 'min' ? min : max)}
      placeholder={bounds ? format(scale.toShown(bounds[which])) : undefined}
      onCommit={(value) => (which === 'min' ? apply(fromShown(value), max) : apply(min, fromShown(value)))}
      accepts={accepts}
      invalid={invalid[which]}
      errorId={errorId}
      onInvalidChange={(next) => setInvalid((current) => (current[which] === next ? current : { ...current, [which]: next }))}
      step={step}
      bounds={limits}
      inputMode={inputMode}
    />
  );
  return (
    <Group legend={legend}>
      <div className="filter-range">
        {end('min', 0)}
        <span className="filter-range-dash" aria-hidden="true">
          –
        </span>
        {end('max', 1)}
      </div>
      {/* Announced as it appears (the visitor has usually tabbed on to the next field by then), and tied to the
          invalid field for when they come back to it. */}
      {invalid.min || invalid.max ? (
        <p id={errorId} className="filter-error" role="alert">
          {hint(limits)}
        </p>
      ) : null}
    </Group>
  );
}

export const LengthRange = observer(function LengthRange({
  query,
  bounds,
  onChange,
}: {
  query: CatalogueQuery;
  bounds?: { min: number; max: number };
  onChange: QueryChange;
}) {
  const unit = sessionStore.lengthUnit;
  const scale: Scale = { toShown: (metres) => lengthToUnit(metres, unit), fromShown: (value) => lengthFromUnit(value, unit) };
  return (
    <Range
      // A value typed but not applied belongs to the unit it was typed in: a new unit starts the fields afresh.
      key={unit}
      legend={unit === 'ft' ? 'Length (ft)' : 'Length (m)'}
      // The address keeps metres: feet typed into a form would be read as metres. (Without a script the unit is always
      // metres, the server's default; with one the form is never submitted.)
      names={unit === 'm' ? ['lengthMin', 'lengthMax'] : undefined}
      unit={unit === 'ft' ? 'length in feet' : 'length in metres'}
      min={query.lengthMin}
      max={query.lengthMax}
      bounds={bounds}
      range={CATALOGUE_RANGES.length}
      scale={scale}
      hint={({ min, max }) => `Enter a length between ${formatNumber(min)} and ${formatNumber(max)} ${unit}.`}
      step="0.1"
      onChange={(lengthMin, lengthMax) => onChange({ lengthMin, lengthMax })}
    />
  );
});
