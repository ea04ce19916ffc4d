// The sell form for a new or a used yacht: every field of SellSchema / SellIdleSchema in sections, checked in the
// browser with the same schema the api uses, the api's own field messages shown the same way, photos uploaded as
// they are chosen. Saving opens the submit-success modal and then the application's page.
import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { metresToFeet, type CatalogueKind } from '@yachts/contracts/catalogue';
import { paths } from '@yachts/contracts/paths';
import { SELL_IDLE_FIELDS, SELL_LIMITS, type SellApplicationValues, type SellParameters } from '@yachts/contracts/selling';
import { validate, type FieldErrors } from '@yachts/contracts/validation';
import { CountrySelect, NumberInput, SelectField, TextareaField, TextField, useForm, useSubmit } from 'shared/forms';
import { formatPrice, showToast } from 'shared/ui';
import { createSell, editSell } from '../api/save-sell';
import { sellSchema, toSellFields } from '../api/sell-fields';
import { PhotoManager, PHOTO_MESSAGES, usePhotoUploads } from './photo-manager';

const FORM_ID = 'sell';

/** Every field but the photos, as the inputs hold them: text. */
export const EMPTY_SELL_VALUES = {
  builder: '',
  model: '',
  model_line: '',
  type: '',
  year: '',
  length_m: '',
  beam_m: '',
  draft_m: '',
  cabins: '',
  berths: '',
  engines: '',
  fuel: '',
  hull_material: '',
  top_speed_kn: '',
  cruise_speed_kn: '',
  price: '',
  currency: 'EUR',
  location: '',
  country: '',
  description: '',
  engine_hours: '',
  condition: '',
};
export type SellFormValues = typeof EMPTY_SELL_VALUES;
type TextName = keyof SellFormValues;

/** A saved application's values in the form's text form. */
export function formValuesOf(saved: SellApplicationValues['values']): SellFormValues {
  const values = { ...EMPTY_SELL_VALUES };
  for (const name of Object.keys(EMPTY_SELL_VALUES) as TextName[]) {
    const value = (saved as Record<string, unknown>)[name];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') values[name] = String(value);
    else if (value !== null && value !== undefined) values[name] = JSON.stringify(value);
  }
  return values;
}

const KNOWN_FIELDS: readonly string[] = SELL_IDLE_FIELDS;

/** The api names a photo's problem by its place (photos[2]); the form shows it under the photos. */
function normaliseErrors(errors: FieldErrors): { fields: FieldErrors; others: string[] } {
  const fields: FieldErrors = {};
  const others: string[] = [];
  for (const [name, message] of Object.entries(errors)) {
    const field = name.replace(/\[\d+\]$/, '');
    if (KNOWN_FIELDS.includes(field)) fields[field] ??= message;
    else others.push(message);
  }
  return { fields, others };
}

/** A titled part of the form; headings (not landmarks) let a screen reader move from part to part. */
function Section({ title, children, lead }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <section className="sell-section">
      <h2>{title}</h2>
      {lead ? <p className="sell-section-lead">{lead}</p> : null}
      {children}
    </section>
  );
}

function feetHint(metres: string, extra?: string): string | undefined {
  const value = Number(metres);
  const feet = metres.trim() && Number.isFinite(value) && value > 0 ? `${metres} m is about ${metresToFeet(value)} ft.` : null;
  return [feet, extra].filter(Boolean).join(' ') || undefined;
}

export interface SellFormProps {
  kind: CatalogueKind;
  parameters: SellParameters;
  /** The application being edited; absent for a new one. */
  editing?: { id: number; values: SellApplicationValues['values'] };
}

export const SellForm = observer(function SellForm({ kind, parameters, editing }: SellFormProps) {
  const used = kind === 'idle';
  const navigate = useNavigate();
  const form = useForm<SellFormValues>(editing ? formValuesOf(editing.values) : EMPTY_SELL_VALUES);
  const photoUploads = usePhotoUploads(editing?.values.photos ?? [], () => form.clearError('photos'));
  const { photos } = photoUploads;
  // Said once per failed attempt, not again as each field is put right; gone when none is left.
  const [summary, setSummary] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const photosHeadingId = useId();
  const builderListId = useId();
  const limits = parameters.limits ?? SELL_LIMITS;

  const schemaInput = () => ({ ...form.values, photos: photos.flatMap((photo) => (photo.url ? [photo.url] : [])) });

  const showErrors = (errors: FieldErrors) => {
    const { fields, others } = normaliseErrors(errors);
    form.setErrors(fields);
    const count = Object.keys(fields).length;
    setSummary(
      count === 0 ? null : count === 1 ? 'Please check the field marked below.' : `Please check the ${count} fields marked below.`,
    );
    if (others.length) showToast(others.join('\n'), { tone: 'error' });
    // The first message may be far up the page: bring it into view (focusing the field would clear it,
    // product rules §4).
    requestAnimationFrame(() => formRef.current?.querySelector('.field-invalid')?.scrollIntoView?.({ block: 'center' }));
  };

  const { submit, submitting } = useSubmit({
    action: used ? 'idle_yacht_sell' : 'yacht_sell',
    validate: () => {
      const result = validate(sellSchema(kind), schemaInput());
      const errors: FieldErrors = result.ok ? {} : { ...result.errors };
      if (photoUploads.uploading) errors.photos = PHOTO_MESSAGES.uploading;
      // A refused file is still listed: it would not be sent, so the seller says so by removing it.
      else if (photoUploads.hasRefused) errors.photos = PHOTO_MESSAGES.refused;
      if (Object.keys(errors).length === 0) {
        form.setErrors({});
        return true;
      }
      showErrors(errors);
      return false;
    },
    call: () => {
      const fields = toSellFields(kind, schemaInput());
      return editing ? editSell(kind, editing.id, fields) : createSell(kind, fields);
    },
    setFieldErrors: showErrors,
    resetFields: () => undefined,
    onSuccess: (saved) => void navigate(paths.sellApplication(saved.id)),
  });

  const options = useMemo(
    () => ({
      currencies: parameters.currencies.map((currency) => ({ value: currency, label: currency })),
    }),
    [parameters],
  );

  const errorCount = Object.keys(form.errors).length;
  const price = Number(form.values.price);
  const text = (name: TextName) => form.bind(name);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <form
      ref={formRef}
      className="sell-form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={submitting || undefined}
      aria-label={used ? 'Used yacht details' : 'New yacht details'}
    >
      <div className="sell-form-summary-slot" role="alert">
        {summary && errorCount > 0 ? <p className="sell-form-summary">{summary}</p> : null}
      </div>

      <Section title="The yacht">
        <div className="sell-grid">
          <TextField
            {...text('builder')}
            formId={FORM_ID}
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
          <TextField
            {...text('model')}
            formId={FORM_ID}
            label="Model"
            required
            maxLength={120}
            hint="As the builder names it, for example Predator 65."
          />
          <TextField
            {...text('model_line')}
            formId={FORM_ID}
            label="Model line"
            maxLength={80}
            hint="Optional: the range, for example Manhattan."
          />
          <SelectField {...text('type')} formId={FORM_ID} label="Type" required placeholder="Choose a type" options={parameters.types} />
          <NumberInput
            {...text('year')}
            formId={FORM_ID}
            label={used ? 'Year built' : 'Model year'}
            required
            allowDecimal={false}
            maxLength={4}
            hint={`${limits.yearMin}-${limits.yearMax}`}
          />
          {used ? (
            <SelectField
              {...text('condition')}
              formId={FORM_ID}
              label="Condition"
              required
              placeholder="Choose the condition"
              options={parameters.conditions}
            />
          ) : null}
          <SelectField
            {...text('hull_material')}
            formId={FORM_ID}
            label="Hull material"
            required
            placeholder="Choose the hull material"
            options={parameters.hulls}
          />
        </div>
      </Section>

      <Section title="Dimensions and accommodation" lead="Lengths in metres; we show feet beside them on the listing.">
        <div className="sell-grid sell-grid-3">
          <NumberInput
            {...text('length_m')}
            formId={FORM_ID}
            label="Length (m)"
            required
            maxLength={6}
            hint={feetHint(form.values.length_m)}
          />
          <NumberInput {...text('beam_m')} formId={FORM_ID} label="Beam (m)" required maxLength={5} hint={feetHint(form.values.beam_m)} />
          <NumberInput
            {...text('draft_m')}
            formId={FORM_ID}
            label="Draft (m)"
            required
            maxLength={5}
            hint={feetHint(form.values.draft_m)}
          />
          <NumberInput {...text('cabins')} formId={FORM_ID} label="Cabins" required allowDecimal={false} maxLength={2} />
          <NumberInput {...text('berths')} formId={FORM_ID} label="Berths" required allowDecimal={false} maxLength={2} />
        </div>
      </Section>

      <Section title="Engines and performance">
        <div className="sell-grid">
          <TextField
            {...text('engines')}
            formId={FORM_ID}
            label="Engines"
            maxLength={160}
            hint="Optional, for example 2 × Volvo Penta IPS 950."
            className="sell-span-2"
          />
          <SelectField {...text('fuel')} formId={FORM_ID} label="Fuel" required placeholder="Choose the fuel" options={parameters.fuels} />
          {used ? (
            <NumberInput
              {...text('engine_hours')}
              formId={FORM_ID}
              label="Engine hours"
              allowDecimal={false}
              maxLength={6}
              hint="Optional."
            />
          ) : null}
          <NumberInput {...text('top_speed_kn')} formId={FORM_ID} label="Top speed (knots)" maxLength={4} hint="Optional." />
          <NumberInput {...text('cruise_speed_kn')} formId={FORM_ID} label="Cruising speed (knots)" maxLength={4} hint="Optional." />
        </div>
      </Section>

      <Section title="Price and location">
        <div className="sell-grid">
          <NumberInput
            {...text('price')}
            formId={FORM_ID}
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
          <SelectField {...text('currency')} formId={FORM_ID} label="Currency" required options={options.currencies} />
          <TextField
            {...text('location')}
            formId={FORM_ID}
            label="Location"
            required
            maxLength={120}
            hint="A port, marina or yard, for example Port Vauban, Antibes."
          />
          <CountrySelect {...text('country')} formId={FORM_ID} label="Country" required />
        </div>
      </Section>

      <Section title="Description">
        <TextareaField
          {...text('description')}
          formId={FORM_ID}
          label="Description"
          required
          rows={8}
          maxLength={limits.descriptionMax}
          hint={`At least ${limits.descriptionMin} characters: layout, equipment, refits, what makes her special.`}
        />
      </Section>

      <section className="sell-section">
        {/* Required (at least one photo): the same mark as a required field's; the file input says so to screen
            readers. */}
        <h2 id={photosHeadingId} className="section-required">
          Photos
        </h2>
        <PhotoManager
          photos={photos}
          onAdd={photoUploads.add}
          accept={photoUploads.accept}
          formatsText={photoUploads.formatsText}
          onMove={photoUploads.move}
          onRemove={photoUploads.remove}
          error={form.errors.photos}
          onErrorClear={() => form.clearError('photos')}
          onError={(message) => form.setErrors({ ...form.errors, photos: message })}
          labelledBy={photosHeadingId}
        />
      </section>

      <div className="sell-form-actions">
        <button type="submit" className="btn btn-primary" disabled={submitting} aria-busy={submitting || undefined}>
          {submitting ? 'Sending…' : editing ? 'Save changes' : 'Submit for review'}
        </button>
        <p className="sell-form-note">
          {editing
            ? 'Your changes go to our team for review again before the listing changes.'
            : 'Our team reviews every application, usually within two working days. You can follow it under My applications.'}
        </p>
      </div>
    </form>
  );
});
