// The sell form's parts, one titled section each (sell-form.tsx puts them together): the yacht, its dimensions,
// engines, price and place, description and photos.
import { useId, type ReactNode } from 'react';
import { metresToFeet } from '@yachts/contracts/catalogue';
import type { SellParameters } from '@yachts/contracts/selling';
import { CountrySelect, NumberInput, SelectField, TextareaField, TextField, type FormApi } from 'shared/forms';
import { pictureFormProps, RequiredPicturesSection } from 'shared/site';
import { formatPrice } from 'shared/ui';
import { SELL_PHOTOS_LOOK, type usePhotoUploads } from './photo-manager';
import type { SellFormValues } from './sell-form-values';

const FORM_ID = 'sell';

/** What every section reads: the form, whether the yacht is used, and the choices and limits on offer. */
export interface SellSectionProps {
  form: FormApi<SellFormValues>;
  used: boolean;
  parameters: SellParameters;
  limits: NonNullable<SellParameters['limits']>;
}

/** A titled part of the form; headings (not landmarks) let a screen reader move from part to part. */
function Section({ title, children, lead }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <section className="surface-panel sell-section">
      <h2>{title}</h2>
      {lead ? <p className="sell-section-lead">{lead}</p> : null}
      {children}
    </section>
  );
}

/** A field's binding and this form's id: what every field of the sell form is given first. */
function fieldOf(form: FormApi<SellFormValues>) {
  return <K extends keyof SellFormValues>(name: K) => ({ ...form.bind(name), formId: FORM_ID });
}

function feetHint(metres: string, extra?: string): string | undefined {
  const value = Number(metres);
  const feet = metres.trim() && Number.isFinite(value) && value > 0 ? `${metres} m is about ${metresToFeet(value)} ft.` : null;
  return [feet, extra].filter(Boolean).join(' ') || undefined;
}

export function YachtSection({ form, used, parameters, limits }: SellSectionProps) {
  const builderListId = useId();
  const field = fieldOf(form);
  return (
    <Section title="The yacht">
      <div className="sell-grid">
        <TextField
          {...field('builder')}
          label="Builder"
          required
          maxLength={80}
          list={builderListId}
          autoComplete="off"
          hint="The shipyard, for example Sunseeker or Beneteau."
        />
        <datalist id={builderListId}>
          {parameters.builders.map((builder) => (
            <option key={builder} value={builder} />
          ))}
        </datalist>
        <TextField {...field('model')} label="Model" required maxLength={120} hint="As the builder names it, for example Predator 65." />
        <TextField {...field('model_line')} label="Model line" maxLength={80} hint="Optional: the range, for example Manhattan." />
        <SelectField {...field('type')} label="Type" required placeholder="Choose a type" options={parameters.types} />
        <NumberInput
          {...field('year')}
          label={used ? 'Year built' : 'Model year'}
          required
          allowDecimal={false}
          maxLength={4}
          hint={`${limits.yearMin}-${limits.yearMax}`}
        />
        {used ? (
          <SelectField
            {...field('condition')}
            label="Condition"
            required
            placeholder="Choose the condition"
            options={parameters.conditions}
          />
        ) : null}
        <SelectField
          {...field('hull_material')}
          label="Hull material"
          required
          placeholder="Choose the hull material"
          options={parameters.hulls}
        />
      </div>
    </Section>
  );
}

export function DimensionsSection({ form }: Pick<SellSectionProps, 'form'>) {
  const field = fieldOf(form);
  return (
    <Section title="Dimensions and accommodation" lead="Lengths in metres; we show feet beside them on the listing.">
      <div className="sell-grid sell-grid-3">
        <NumberInput {...field('length_m')} label="Length (m)" required maxLength={6} hint={feetHint(form.values.length_m)} />
        <NumberInput {...field('beam_m')} label="Beam (m)" required maxLength={5} hint={feetHint(form.values.beam_m)} />
        <NumberInput {...field('draft_m')} label="Draft (m)" required maxLength={5} hint={feetHint(form.values.draft_m)} />
        <NumberInput {...field('cabins')} label="Cabins" required allowDecimal={false} maxLength={2} />
        <NumberInput {...field('berths')} label="Berths" required allowDecimal={false} maxLength={2} />
      </div>
    </Section>
  );
}

export function EnginesSection({ form, used, parameters }: Omit<SellSectionProps, 'limits'>) {
  const field = fieldOf(form);
  return (
    <Section title="Engines and performance">
      <div className="sell-grid">
        <TextField
          {...field('engines')}
          label="Engines"
          maxLength={160}
          hint="Optional, for example 2 × Volvo Penta IPS 950."
          className="sell-span-2"
        />
        <SelectField {...field('fuel')} label="Fuel" required placeholder="Choose the fuel" options={parameters.fuels} />
        {used ? <NumberInput {...field('engine_hours')} label="Engine hours" allowDecimal={false} maxLength={6} hint="Optional." /> : null}
        <NumberInput {...field('top_speed_kn')} label="Top speed (knots)" maxLength={4} hint="Optional." />
        <NumberInput {...field('cruise_speed_kn')} label="Cruising speed (knots)" maxLength={4} hint="Optional." />
      </div>
    </Section>
  );
}

export function PriceSection({
  form,
  used,
  currencies,
}: Pick<SellSectionProps, 'form' | 'used'> & { currencies: { value: string; label: string }[] }) {
  const field = fieldOf(form);
  const price = Number(form.values.price);
  return (
    <Section title="Price and location">
      <div className="sell-grid">
        <NumberInput
          {...field('price')}
          label={used ? 'Asking price' : 'Base price'}
          required
          allowDecimal={false}
          maxLength={9}
          hint={
            form.values.price && Number.isFinite(price) && form.values.currency
              ? formatPrice(price, form.values.currency)
              : 'Whole units, without separators.'
          }
        />
        <SelectField {...field('currency')} label="Currency" required options={currencies} />
        <TextField
          {...field('location')}
          label="Location"
          required
          maxLength={120}
          hint="A port, marina or yard, for example Port Vauban, Antibes."
        />
        <CountrySelect {...field('country')} label="Country" required />
      </div>
    </Section>
  );
}

export function DescriptionSection({ form, limits }: Pick<SellSectionProps, 'form' | 'limits'>) {
  const field = fieldOf(form);
  return (
    <Section title="Description">
      <TextareaField
        {...field('description')}
        label="Description"
        required
        rows={8}
        maxLength={limits.descriptionMax}
        hint={`At least ${limits.descriptionMin} characters: layout, equipment, refits, what makes her special.`}
      />
    </Section>
  );
}

export function PhotosSection({ form, uploads }: Pick<SellSectionProps, 'form'> & { uploads: ReturnType<typeof usePhotoUploads> }) {
  return (
    <RequiredPicturesSection
      title="Photos"
      className="surface-panel sell-section"
      pictures={uploads.pictures}
      look={SELL_PHOTOS_LOOK}
      onMove={uploads.move}
      {...pictureFormProps(uploads, form, 'photos')}
    />
  );
}
