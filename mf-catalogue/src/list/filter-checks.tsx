// The filter panel's building blocks (filter-panel.tsx): a group with its legend, ticked values with their counts,
// and the longer lists of named values (builders, countries, ports) offered a few at a time.
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { CatalogueQuery } from '@yachts/contracts/catalogue';
import { formatNumber } from '../common/format';

/** Builders, countries and ports offered before "Show all". */
const VALUES_SHOWN = 8;

/** What a filter field asks of the list: the query names it changes. */
export type QueryChange = (patch: Partial<CatalogueQuery>) => void;

export function toggled(values: readonly string[] | undefined, value: string, on: boolean): string[] {
  const current = values ?? [];
  return on ? [...current.filter((v) => v !== value), value] : current.filter((v) => v !== value);
}

export function Group({ legend, children }: { legend: string; children: ReactNode }) {
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
export const CountsAtLeast = createContext(false);

export function Checks<V extends string>({
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
    <ul className="stack-list filter-checks">
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
/** Named values with counts (builders, countries, ports): the first few and the chosen ones, and "Show all". */
export function CountedChecks({
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
        <button type="button" className="link-button filter-link needs-script" aria-expanded={all} onClick={() => setAll((open) => !open)}>
          {all ? `Show fewer ${plural}` : `Show all ${names.length} ${plural}`}
        </button>
      ) : null}
    </Group>
  );
}
