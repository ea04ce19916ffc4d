// The filter panel's free fields (filter-panel.tsx): the location typed or picked, and the number of cabins.
import { useId, type ReactNode } from 'react';
import { CATALOGUE_LIMITS } from '@yachts/contracts/catalogue';
import { useStateFrom } from 'shared/ui';

const CABIN_CHOICES = [1, 2, 3, 4, 5, 6] as const;

/** A field of the panel with its label above it, the label naming the control `id`. */
function LabelledFilter({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="filter-group">
      <label htmlFor={id} className="filter-legend">
        {label}
      </label>
      {children}
    </div>
  );
}

export function LocationInput({
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
  const [draft, setDraft] = useStateFrom(value ?? '');
  const commit = (text: string) => {
    const trimmed = text.trim();
    if ((trimmed || undefined) !== value) onCommit(trimmed || undefined);
  };
  return (
    <LabelledFilter id={id} label="Location">
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
    </LabelledFilter>
  );
}
export function CabinsSelect({ value, onChange }: { value: number | undefined; onChange: (value: number | undefined) => void }) {
  const id = useId();
  return (
    <LabelledFilter id={id} label="Cabins">
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
    </LabelledFilter>
  );
}
