// The filters of a list (decisions 016 and 024): type, builder and the chosen builders' models, length, price, year,
// cabins, country and the chosen countries' ports, location as free text, fuel, hull and, for used yachts, condition.
// Ticks apply at once; typed values apply when the field is left or Enter is pressed, so the list does not reload on
// every keystroke, and only when the api accepts them (CATALOGUE_RANGES). The values, their counts and the ranges come
// from the api's filters call asked with the list's filters: each group is counted under the other groups' filters,
// so its own choices stay selectable. Lengths follow the visitor's unit (metres or feet); the address keeps metres.
//
// The panel is also a plain GET form whose field names are the address's query names (catalogue-address.ts), with a
// "Show yachts" button: without JavaScript the browser submits it and the server renders the list it asks for. With a
// script the form never submits; the fields apply themselves as above.
import { createContext, useContext, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import {
  CATALOGUE_LIMITS,
  CATALOGUE_RANGES,
  CONDITION_LABELS,
  CONDITIONS,
  DISPLAY_CURRENCY_NAMES,
  FUEL_LABELS,
  FUELS,
  HULL_LABELS,
  HULL_MATERIALS,
  YACHT_TYPE_LABELS,
  YACHT_TYPES,
  inCatalogueRange,
  type CatalogueFilters,
  type CatalogueKind,
  type CatalogueQuery,
  type CatalogueRange,
  type DisplayCurrency,
} from '@yachts/contracts/catalogue';
import { sessionStore } from 'shared/session';
import { currencySymbol, formatPrice, type AsyncState } from 'shared/ui';
import { countryName, formatNumber, lengthFromUnit, lengthToUnit } from '../common/format';
import { narrowerCleared } from './active-filters';
import { NoScriptSubmit } from './no-script-submit';

/** Builders, countries and ports offered before "Show all". */
const VALUES_SHOWN = 8;
export const CABIN_CHOICES = [1, 2, 3, 4, 5, 6] as const;

type ListKey = 'type' | 'fuel' | 'hull' | 'condition';

export interface FilterPanelProps {
  kind: CatalogueKind;
  query: CatalogueQuery;
  filters: AsyncState<CatalogueFilters>;
  onChange: (patch: Partial<CatalogueQuery>) => void;
  onRetryFilters: () => void;
  /** Where the form goes without a script: the list's path, with its keywords (the other fields are the query). */
  action: string;
  /** The form's id, for a field outside it (the sort) to be submitted with it. */
  formId?: string;
  /** What the price bounds are typed in and the price range is given in; euros without it. */
  currency?: DisplayCurrency;
}

function toggled(values: readonly string[] | undefined, value: string, on: boolean): string[] {
  const current = values ?? [];
  return on ? [...current.filter((v) => v !== value), value] : current.filter((v) => v !== value);
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="filter-group">
      <legend className="filter-legend">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * True when the words match more yachts than the api counts (decision 024, `countsCapped`): each count is of the first
 * matches, so it reads "12+", and a value counted 0 may still have yachts further on, so it stays on offer.
 */
const CountsAtLeast = createContext(false);

function Checks<V extends string>({
  name,
  values,
  labels,
  selected,
  counts,
  onToggle,
}: {
  name: string;
  values: readonly V[];
  labels?: Partial<Record<V, string>>;
  selected: readonly string[] | undefined;
  counts?: Map<string, number>;
  onToggle: (value: V, on: boolean) => void;
}) {
  const atLeast = useContext(CountsAtLeast);
  return (
    <ul className="filter-checks">
      {values.map((value) => {
        const count = counts?.get(value);
        const checked = selected?.includes(value) ?? false;
        // A value no yacht has under the other filters would only empty the list: offered again when it finds some.
        // A chosen one stays free to untick.
        const empty = count === 0 && !checked && !atLeast;
        const shown = count === undefined || (atLeast && count === 0) ? null : `${formatNumber(count)}${atLeast ? '+' : ''}`;
        return (
          <li key={value}>
            <label className={empty ? 'filter-check filter-check-empty' : 'filter-check'}>
              <input
                type="checkbox"
                name={name}
                value={value}
                checked={checked}
                disabled={empty}
                onChange={(event) => onToggle(value, event.target.checked)}
              />
              <span className="filter-check-label">{labels?.[value] ?? value}</span>
              {shown !== null ? (
                <span className="filter-check-count">
                  <span className="visually-hidden">(</span>
                  {shown}
                  <span className="visually-hidden">)</span>
                </span>
              ) : null}
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A number typed into a field: applied when the field is left or Enter is pressed; a blank field removes it. A value
 * the api would refuse is not applied: the field keeps it, is marked invalid and points to the range's hint, so the
 * list keeps showing instead of being replaced by the api's error.
 */
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
}: {
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
}) {
  const id = useId();
  const [draft, setDraft] = useState(value === undefined ? '' : String(value));
  useEffect(() => setDraft(value === undefined ? '' : String(value)), [value]);
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

function Range({
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
}: {
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
}) {
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

const LengthRange = observer(function LengthRange({
  query,
  bounds,
  onChange,
}: {
  query: CatalogueQuery;
  bounds?: { min: number; max: number };
  onChange: FilterPanelProps['onChange'];
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

function LocationInput({
  value,
  places,
  onCommit,
}: {
  value: string | undefined;
  places: string[];
  onCommit: (value: string | undefined) => void;
}) {
  const id = useId();
  const listId = useId();
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  const commit = (text: string) => {
    const trimmed = text.trim();
    if ((trimmed || undefined) !== value) onCommit(trimmed || undefined);
  };
  return (
    <div className="filter-group">
      <label htmlFor={id} className="filter-legend">
        Location
      </label>
      <input
        id={id}
        className="filter-input"
        type="text"
        name="location"
        list={listId}
        placeholder="Port, region or country"
        autoComplete="off"
        maxLength={CATALOGUE_LIMITS.locationMaxLength}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          // Picking a suggested place applies it straight away.
          if (places.includes(event.target.value)) commit(event.target.value);
        }}
        onBlur={() => commit(draft)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(draft);
          }
        }}
      />
      <datalist id={listId}>
        {places.map((place) => (
          <option key={place} value={place} />
        ))}
      </datalist>
    </div>
  );
}

/** Named values with counts (builders, countries, ports): the first few and the chosen ones, and "Show all". */
function CountedChecks({
  legend,
  name,
  plural,
  entries,
  selected,
  labelOf,
  onToggle,
}: {
  legend: string;
  name: string;
  /** "builders": the button says "Show all 47 builders". */
  plural: string;
  entries: { name: string; count: number }[];
  selected: readonly string[];
  labelOf?: (value: string) => string;
  onToggle: (value: string, on: boolean) => void;
}) {
  const [all, setAll] = useState(false);
  // Values chosen in the address stay on the list even when nothing matches them under the other filters.
  const names = [...selected.filter((value) => !entries.some((entry) => entry.name === value)), ...entries.map((entry) => entry.name)];
  const shown = all ? names : names.filter((value, index) => index < VALUES_SHOWN || selected.includes(value));
  const counts = new Map(entries.map((entry) => [entry.name, entry.count]));
  const labels = labelOf ? Object.fromEntries(names.map((value) => [value, labelOf(value)])) : undefined;
  return (
    <Group legend={legend}>
      <Checks name={name} values={shown} labels={labels} selected={selected} counts={counts} onToggle={onToggle} />
      {/* Only with a script (catalogue.css hides it without one): then the first values and the chosen ones are offered. */}
      {names.length > VALUES_SHOWN ? (
        <button type="button" className="filter-link needs-script" aria-expanded={all} onClick={() => setAll((open) => !open)}>
          {all ? `Show fewer ${plural}` : `Show all ${names.length} ${plural}`}
        </button>
      ) : null}
    </Group>
  );
}

function Builders({
  query,
  filters,
  onChange,
  onRetry,
}: {
  query: CatalogueQuery;
  filters: AsyncState<CatalogueFilters>;
  onChange: FilterPanelProps['onChange'];
  onRetry: () => void;
}) {
  if (filters.status === 'loading') {
    return (
      <Group legend="Builder">
        <div className="filter-loading" role="status">
          <span className="visually-hidden">Loading builders…</span>
          <span className="skeleton filter-skeleton" aria-hidden="true" />
          <span className="skeleton filter-skeleton" aria-hidden="true" />
          <span className="skeleton filter-skeleton" aria-hidden="true" />
        </div>
      </Group>
    );
  }
  if (filters.status === 'error') {
    return (
      <Group legend="Builder">
        <p className="filter-note">The builders could not be loaded.</p>
        <button type="button" className="filter-link" onClick={onRetry}>
          Try again
        </button>
      </Group>
    );
  }
  return (
    <CountedChecks
      legend="Builder"
      name="builder"
      plural="builders"
      entries={filters.data.builders}
      selected={query.builder ?? []}
      onToggle={(value, on) => {
        const builder = toggled(query.builder, value, on);
        onChange({ builder, ...narrowerCleared('builder', builder) });
      }}
    />
  );
}

/** The models of the chosen builders, each under its builder's name when more than one is chosen. */
function Models({
  query,
  filters,
  onChange,
}: {
  query: CatalogueQuery;
  filters: CatalogueFilters | null;
  onChange: FilterPanelProps['onChange'];
}) {
  const builders = query.builder ?? [];
  if (builders.length === 0) return null;
  const models = filters?.models ?? [];
  const selected = query.model ?? [];
  const entries = [
    ...selected.filter((name) => !models.some((model) => model.name === name)).map((name) => ({ name, count: undefined })),
    ...models.map((model) => ({ name: model.name, count: model.count as number | undefined, builder: model.builder })),
  ];
  const names = [...new Set(entries.map((entry) => entry.name))];
  const counts = new Map<string, number>();
  for (const entry of entries) if (entry.count !== undefined) counts.set(entry.name, (counts.get(entry.name) ?? 0) + entry.count);
  const builderOf = new Map(models.map((model) => [model.name, model.builder]));
  const labels =
    builders.length > 1 ? Object.fromEntries(names.map((name) => [name, `${builderOf.get(name) ?? ''} ${name}`.trim()])) : undefined;
  if (names.length === 0) return null;
  return (
    <Group legend="Model">
      <Checks
        name="model"
        values={names}
        labels={labels}
        selected={selected}
        counts={counts}
        onToggle={(value, on) => onChange({ model: toggled(query.model, value, on) })}
      />
    </Group>
  );
}

export function FilterPanel({ kind, query, filters, onChange, onRetryFilters, action, formId, currency = 'EUR' }: FilterPanelProps) {
  const ready = filters.status === 'ready' ? filters.data : null;
  const list = (key: ListKey) => (value: string, on: boolean) =>
    onChange({ [key]: toggled(query[key], value, on) } as Partial<CatalogueQuery>);
  // A group of fixed values, each with its count under the other groups' filters (the api's filters call).
  const enumGroup = <V extends string>(
    legend: string,
    key: ListKey,
    values: readonly V[],
    labels: Record<V, string>,
    counted: { name: string; count: number }[] | undefined,
  ) => (
    <Group legend={legend}>
      <Checks
        name={key}
        values={values}
        labels={labels}
        selected={query[key]}
        counts={counted ? new Map(counted.map((entry) => [entry.name, entry.count])) : undefined}
        onToggle={list(key)}
      />
    </Group>
  );
  // With a script every field has applied itself already; Enter on a ticked box must not send the form as well.
  const submit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  return (
    <form id={formId} className="filter-form" method="get" action={action} onSubmit={submit}>
      {/* One dealer's yachts (decision 028) has no field of its own: without a script the form keeps it this way. */}
      {query.dealer ? <input type="hidden" name="dealer" value={query.dealer} /> : null}
      <CountsAtLeast.Provider value={ready?.countsCapped === true}>
        <div className="filter-panel">
          {ready?.countsCapped ? (
            <p className="filter-note">
              Your words find more than {formatNumber(CATALOGUE_LIMITS.countCap)} yachts: the numbers count the first{' '}
              {formatNumber(CATALOGUE_LIMITS.countCap)}.
            </p>
          ) : null}
          {enumGroup('Type', 'type', YACHT_TYPES, YACHT_TYPE_LABELS, ready?.types)}
          <Builders query={query} filters={filters} onChange={onChange} onRetry={onRetryFilters} />
          <Models query={query} filters={ready} onChange={onChange} />
          <LengthRange query={query} bounds={ready?.lengthM} onChange={onChange} />
          <Range
            legend={`Price (${currencySymbol(currency)})`}
            names={['priceMin', 'priceMax']}
            unit={`price in ${DISPLAY_CURRENCY_NAMES[currency]}`}
            min={query.priceMin}
            max={query.priceMax}
            bounds={ready?.price}
            range={CATALOGUE_RANGES.price}
            hint={({ min, max }) => `Enter a price between ${formatPrice(min, currency)} and ${formatPrice(max, currency)}.`}
            step="1000"
            inputMode="numeric"
            onChange={(priceMin, priceMax) =>
              onChange({
                priceMin,
                priceMax,
                currency: currency === 'EUR' || (priceMin === undefined && priceMax === undefined) ? undefined : currency,
              })
            }
          />
          {/* Without a script the form sends the bounds; this says what they are in. */}
          {currency !== 'EUR' ? <input type="hidden" name="currency" value={currency} /> : null}
          <Range
            legend={kind === 'idle' ? 'Year built' : 'Model year'}
            names={['yearMin', 'yearMax']}
            unit="year"
            labels={['From', 'To']}
            min={query.yearMin}
            max={query.yearMax}
            bounds={ready?.year}
            range={CATALOGUE_RANGES.year}
            hint={({ min, max }) => `Enter a year between ${min} and ${max}.`}
            format={String}
            inputMode="numeric"
            onChange={(yearMin, yearMax) => onChange({ yearMin, yearMax })}
          />
          <CabinsSelect value={query.cabins} onChange={(cabins) => onChange({ cabins })} />
          {ready ? (
            <CountedChecks
              legend="Country"
              name="country"
              plural="countries"
              entries={ready.countries}
              selected={query.country ?? []}
              labelOf={countryName}
              onToggle={(value, on) => {
                const country = toggled(query.country, value, on);
                onChange({ country, ...narrowerCleared('country', country) });
              }}
            />
          ) : null}
          {ready && query.country?.length ? (
            <CountedChecks
              legend="Port"
              name="port"
              plural="ports"
              entries={ready.locations}
              selected={query.port ?? []}
              onToggle={(value, on) => onChange({ port: toggled(query.port, value, on) })}
            />
          ) : null}
          <LocationInput
            value={query.location}
            places={[...new Set(ready?.locations.map((place) => place.name))]}
            onCommit={(location) => onChange({ location })}
          />
          {enumGroup('Fuel', 'fuel', FUELS, FUEL_LABELS, ready?.fuels)}
          {enumGroup('Hull material', 'hull', HULL_MATERIALS, HULL_LABELS, ready?.hulls)}
          {kind === 'idle' ? enumGroup('Condition', 'condition', CONDITIONS, CONDITION_LABELS, ready?.conditions) : null}
        </div>
      </CountsAtLeast.Provider>
      <NoScriptSubmit className="btn-primary filter-submit">Show yachts</NoScriptSubmit>
    </form>
  );
}

function CabinsSelect({ value, onChange }: { value: number | undefined; onChange: (value: number | undefined) => void }) {
  const id = useId();
  return (
    <div className="filter-group">
      <label htmlFor={id} className="filter-legend">
        Cabins
      </label>
      <select
        id={id}
        className="filter-input"
        name="cabins"
        value={value === undefined ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      >
        <option value="">Any number</option>
        {CABIN_CHOICES.map((n) => (
          <option key={n} value={n}>
            {n}+ cabins
          </option>
        ))}
        {value !== undefined && !(CABIN_CHOICES as readonly number[]).includes(value) ? (
          <option value={value}>{value}+ cabins</option>
        ) : null}
      </select>
    </div>
  );
}
