// The sell form for a new or a used yacht: every field of SellSchema / SellIdleSchema in sections, checked in the
// browser with the same schema the api uses, the api's own field messages shown the same way, photos uploaded as
// they are chosen. Saving opens the submit-success modal and then the application's page.
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import { paths } from '@yachts/contracts/paths';
import { SELL_IDLE_FIELDS, SELL_LIMITS, type SellApplicationValues, type SellParameters } from '@yachts/contracts/selling';
import { validate, type FieldErrors } from '@yachts/contracts/validation';
import { submitHandler, useForm, useSubmit, type FormApi } from 'shared/forms';
import { BusyButton, showToast } from 'shared/ui';
import { createSell, editSell } from '../api/save-sell';
import { sellSchema, toSellFields } from '../api/sell-fields';
import { PHOTO_MESSAGES, usePhotoUploads } from './photo-manager';
import { DescriptionSection, DimensionsSection, EnginesSection, PhotosSection, PriceSection, YachtSection } from './sell-form-sections';
import { EMPTY_SELL_VALUES, formValuesOf, type SellFormValues } from './sell-form-values';

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

export interface SellFormProps {
  kind: CatalogueKind;
  parameters: SellParameters;
  /** The application being edited; absent for a new one. */
  editing?: { id: number; values: SellApplicationValues['values'] };
}

/** Checking and sending the form: the schema and the photos' state first, then the api; its messages shown alike. */
function useSellSubmit({ kind, editing }: Omit<SellFormProps, 'parameters'>, form: FormApi<SellFormValues>) {
  const navigate = useNavigate();
  const photoUploads = usePhotoUploads(editing?.values.photos ?? [], () => form.clearError('photos'));
  const { pictures: photos } = photoUploads;
  // Said once per failed attempt, not again as each field is put right; gone when none is left.
  const [summary, setSummary] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

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
    action: kind === 'idle' ? 'idle_yacht_sell' : 'yacht_sell',
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
  return { photoUploads, summary, formRef, submit, submitting };
}

export const SellForm = observer(function SellForm({ kind, parameters, editing }: SellFormProps) {
  const used = kind === 'idle';
  const form = useForm<SellFormValues>(editing ? formValuesOf(editing.values) : EMPTY_SELL_VALUES);
  const { photoUploads, summary, formRef, submit, submitting } = useSellSubmit({ kind, editing }, form);
  const limits = parameters.limits ?? SELL_LIMITS;

  const options = useMemo(
    () => ({
      currencies: parameters.currencies.map((currency) => ({ value: currency, label: currency })),
    }),
    [parameters],
  );

  const errorCount = Object.keys(form.errors).length;

  const onSubmit = submitHandler(submit);

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

      <YachtSection form={form} used={used} parameters={parameters} limits={limits} />
      <DimensionsSection form={form} />
      <EnginesSection form={form} used={used} parameters={parameters} />
      <PriceSection form={form} used={used} currencies={options.currencies} />
      <DescriptionSection form={form} limits={limits} />
      <PhotosSection form={form} uploads={photoUploads} />

      <div className="sell-form-actions">
        <BusyButton type="submit" className="btn btn-primary" busy={submitting} busyLabel="Sending…">
          {editing ? 'Save changes' : 'Submit for review'}
        </BusyButton>
        <p className="sell-form-note">
          {editing
            ? 'Your changes go to our team for review again before the listing changes.'
            : 'Our team reviews every application, usually within two working days. You can follow it under My applications.'}
        </p>
      </div>
    </form>
  );
});
