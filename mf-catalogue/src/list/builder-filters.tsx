// The builders and their models in the filter panel (filter-panel.tsx): the builders wait for the api's filters call
// (with a retry when it fails); the models are those of the chosen builders.
import type { CatalogueFilters, CatalogueQuery } from '@yachts/contracts/catalogue';
import type { AsyncState } from 'shared/ui';
import { narrowerCleared } from './active-filters';
import { Checks, CountedChecks, Group, toggled, type QueryChange } from './filter-checks';

export function Builders({
  query,
  filters,
  onChange,
  onRetry,
}: {
  query: CatalogueQuery;
  filters: AsyncState<CatalogueFilters>;
  onChange: QueryChange;
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
        <button type="button" className="link-button filter-link" onClick={onRetry}>
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
export function Models({ query, filters, onChange }: { query: CatalogueQuery; filters: CatalogueFilters | null; onChange: QueryChange }) {
  const builders = query.builder ?? [];
  if (builders.length === 0) return null;
  const models = filters?.models ?? [];
  const selected = query.model ?? [];
  const entries = [
    ...selected.filter((name) => !models.some((model) => model.name === name)).map((name) => ({ name, count: undefined })),
    ...models.map((model) => ({ name: model.name, count: model.count, builder: model.builder })),
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
