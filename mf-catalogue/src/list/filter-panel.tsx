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
import type { FormEvent } from 'react';
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
  type CatalogueFilters,
  type CatalogueKind,
  type CatalogueQuery,
  type DisplayCurrency,
} from '@yachts/contracts/catalogue';
import { currencySymbol, formatPrice, type AsyncState } from 'shared/ui';
import { countryName, formatNumber } from '../common/format';
import { narrowerCleared } from './active-filters';
import { Builders, Models } from './builder-filters';
import { Checks, CountedChecks, CountsAtLeast, Group, toggled, type QueryChange } from './filter-checks';
import { CabinsSelect, LocationInput } from './filter-inputs';
import { LengthRange, Range } from './filter-ranges';
import { NoScriptSubmit } from './no-script-submit';

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

/** A group of fixed values, each with its count under the other groups' filters (the api's filters call). */
function EnumGroup<V extends string>({
  legend,
  field,
  values,
  labels,
  counted,
  query,
  onChange,
}: {
  legend: string;
  field: ListKey;
  values: readonly V[];
  labels: Record<V, string>;
  counted: { name: string; count: number }[] | undefined;
  query: CatalogueQuery;
  onChange: QueryChange;
}) {
  return (
    <Group legend={legend}>
      <Checks
        name={field}
        values={values}
        labels={labels}
        selected={query[field]}
        counts={counted ? new Map(counted.map((entry) => [entry.name, entry.count])) : undefined}
        onToggle={(value, on) => onChange({ [field]: toggled(query[field], value, on) })}
      />
    </Group>
  );
}

/** The price (in the visitor's currency) and the year ranges. */
function PriceAndYear({
  kind,
  query,
  ready,
  currency,
  onChange,
}: {
  kind: CatalogueKind;
  query: CatalogueQuery;
  ready: CatalogueFilters | null;
  currency: DisplayCurrency;
  onChange: QueryChange;
}) {
  return (
    <>
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
    </>
  );
}

/** Where the yacht lies: the countries, the chosen countries' ports, and a place typed. */
function Places({ query, ready, onChange }: { query: CatalogueQuery; ready: CatalogueFilters | null; onChange: QueryChange }) {
  return (
    <>
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
    </>
  );
}

export function FilterPanel({ kind, query, filters, onChange, onRetryFilters, action, formId, currency = 'EUR' }: FilterPanelProps) {
  const ready = filters.status === 'ready' ? filters.data : null;
  const group = { query, onChange };
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
          <EnumGroup legend="Type" field="type" values={YACHT_TYPES} labels={YACHT_TYPE_LABELS} counted={ready?.types} {...group} />
          <Builders query={query} filters={filters} onChange={onChange} onRetry={onRetryFilters} />
          <Models query={query} filters={ready} onChange={onChange} />
          <LengthRange query={query} bounds={ready?.lengthM} onChange={onChange} />
          <PriceAndYear kind={kind} query={query} ready={ready} currency={currency} onChange={onChange} />
          <CabinsSelect value={query.cabins} onChange={(cabins) => onChange({ cabins })} />
          <Places query={query} ready={ready} onChange={onChange} />
          <EnumGroup legend="Fuel" field="fuel" values={FUELS} labels={FUEL_LABELS} counted={ready?.fuels} {...group} />
          <EnumGroup legend="Hull material" field="hull" values={HULL_MATERIALS} labels={HULL_LABELS} counted={ready?.hulls} {...group} />
          {kind === 'idle' ? (
            <EnumGroup
              legend="Condition"
              field="condition"
              values={CONDITIONS}
              labels={CONDITION_LABELS}
              counted={ready?.conditions}
              {...group}
            />
          ) : null}
        </div>
      </CountsAtLeast.Provider>
      <NoScriptSubmit className="btn-primary filter-submit">Show yachts</NoScriptSubmit>
    </form>
  );
}
