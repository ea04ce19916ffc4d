// /sell/dealer/profile (owners): the dealer page's own fields (decision 045): address, phone, opening hours, the
// languages spoken (the common ones as ticks, others typed), the description, the website and the logo (uploaded with
// the sell form's photo widget). Checked with the api's own schema before sending, so each field says what is wrong
// under it; the api's refusal (a logo that is not the member's upload) is said above the button. The public dealer page
// shows the change at once.
import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { DEALER_LANGUAGES, DEALER_LIMITS, DEALER_MESSAGES, languageName } from '@yachts/contracts/dealer-workspace';
import { DealerProfileSchema } from '@yachts/contracts/dealer-workspace-schemas';
import { validate } from '@yachts/contracts/validation';
import type { DealerPageFields, DealerWorkspace } from '@yachts/contracts/wire/dealer-workspace';
import { needsLogin } from 'shared/api';
import { FormFailure, TextField, TextareaField, useForm, usePressCall } from 'shared/forms';
import { sessionStore } from 'shared/session';
import { BusyButton, SiteLink, showToast } from 'shared/ui';
import { saveDealerProfile, type DealerProfileInput } from './api/save-dealer-profile';
import { DealerWorkspacePage } from './dealer-frame';
import { DealerLogoField, logoValue, useLogoUploads } from './dealer-logo-field';

const KNOWN: readonly string[] = DEALER_LANGUAGES;

type ProfileValues = {
  address: string;
  phone: string;
  opening_hours: string;
  known_languages: string[];
  other_languages: string;
  about: string;
  website: string;
};

type ProfileFormApi = ReturnType<typeof useForm<ProfileValues>>;

function valuesOf(dealer: DealerPageFields): ProfileValues {
  return {
    address: dealer.address,
    phone: dealer.phone,
    opening_hours: dealer.openingHours,
    known_languages: dealer.languages.filter((name) => KNOWN.includes(name)),
    other_languages: dealer.languages.filter((name) => !KNOWN.includes(name)).join(', '),
    about: dealer.about,
    website: dealer.website ?? '',
  };
}

/** The languages as sent: the ticked ones in the list's order, then the typed ones. */
function languagesOf(values: ProfileValues): string[] {
  const typed = values.other_languages
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .map(languageName);
  return [...DEALER_LANGUAGES.filter((name) => values.known_languages.includes(name)), ...typed];
}

/** Field errors of the schema, a language's own (languages[2]) said at the languages. */
function fieldErrorsOf(input: DealerProfileInput): Record<string, string> {
  const result = validate(DealerProfileSchema, input);
  if (result.ok) return {};
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(result.errors)) {
    const name = field.startsWith('languages') ? 'languages' : field;
    errors[name] ??= message;
  }
  return errors;
}

type TextName = 'address' | 'phone' | 'website' | 'opening_hours' | 'about' | 'other_languages';

interface FieldLook {
  label: string;
  hint?: string;
  maxLength: number;
  autoComplete?: string;
  type?: 'tel' | 'url';
  /** A text area of so many rows; a one-line field without. */
  rows?: number;
}

/** The page's text fields: what each asks and how long it may be. */
const TEXT_FIELDS: Record<TextName, FieldLook> = {
  address: { label: 'Address', rows: 2, maxLength: DEALER_LIMITS.addressMax, autoComplete: 'street-address' },
  phone: { type: 'tel', label: 'Phone', hint: 'Digits, spaces, +, ( ) and -', maxLength: DEALER_LIMITS.phoneMax, autoComplete: 'tel' },
  website: {
    type: 'url',
    label: 'Website',
    hint: 'http:// or https://; example.com becomes https://example.com',
    maxLength: DEALER_LIMITS.websiteMax,
    autoComplete: 'url',
  },
  opening_hours: {
    label: 'Opening hours',
    hint: 'One line a day or period, e.g. Mon-Fri 9:00-18:00',
    rows: 5,
    maxLength: DEALER_LIMITS.openingHoursMax,
  },
  other_languages: { label: 'Other languages', hint: 'Separated by commas, e.g. Maltese, Estonian', maxLength: 200 },
  about: {
    label: 'About the business',
    hint: 'Who you are, what you sell, where buyers find you. Plain text.',
    rows: 8,
    maxLength: DEALER_LIMITS.aboutMax,
  },
};

interface ProfileTextFieldProps {
  form: ProfileFormApi;
  name: TextName;
  /** A field whose error is another's (the typed languages say the languages' error). */
  error?: string;
  onErrorClear?: () => void;
}

function ProfileTextField({ form, name, ...own }: ProfileTextFieldProps) {
  const { rows, type, ...look } = TEXT_FIELDS[name];
  const props = { ...form.bind(name), formId: 'dealer-profile', ...look, ...own };
  return rows === undefined ? <TextField {...props} type={type} /> : <TextareaField {...props} rows={rows} />;
}

function LanguagesField({ form }: { form: ProfileFormApi }) {
  const error = form.errors.languages;
  const toggle = (name: string, on: boolean) => {
    form.updateValue('known_languages', (current) => (on ? [...current, name] : current.filter((one) => one !== name)));
    form.clearError('languages');
  };
  return (
    <fieldset className="dealer-languages" aria-describedby="dealer-languages-hint" aria-invalid={error ? true : undefined}>
      <legend className="dealer-legend">Languages spoken</legend>
      <p id="dealer-languages-hint" className="field-hint">
        Up to {DEALER_LIMITS.languagesMax} languages. Buyers see them on your dealer page.
      </p>
      <ul className="dealer-language-grid">
        {DEALER_LANGUAGES.map((name) => (
          <li key={name}>
            <label className="dealer-check">
              <input
                type="checkbox"
                name="languages"
                value={name}
                checked={form.values.known_languages.includes(name)}
                onChange={(event) => toggle(name, event.target.checked)}
              />
              {name}
            </label>
          </li>
        ))}
      </ul>
      <ProfileTextField form={form} name="other_languages" error={error} onErrorClear={() => form.clearError('languages')} />
    </fieldset>
  );
}

function ProfileForm({ workspace, onSaved }: { workspace: DealerWorkspace; onSaved: (next: DealerWorkspace) => void }) {
  const form = useForm<ProfileValues>(valuesOf(workspace.dealer));
  const logo = useLogoUploads(workspace.dealer.logoUrl, () => form.clearError('logo_url'));
  const { busy: saving, failure, setFailure, run } = usePressCall();
  const [done, setDone] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    setDone('');
    const logoNow = logoValue(logo);
    const { known_languages: _known, other_languages: _other, ...rest } = form.values;
    const input: DealerProfileInput = { ...rest, languages: languagesOf(form.values), logo_url: 'url' in logoNow ? logoNow.url : '' };
    const errors = fieldErrorsOf(input);
    if ('problem' in logoNow) errors.logo_url = logoNow.problem;
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    run(
      () => saveDealerProfile(input),
      (next) => {
        setDone(DEALER_MESSAGES.profileSaved);
        showToast(DEALER_MESSAGES.profileSaved, { tone: 'success' });
        onSaved(next);
      },
      (_message, error) => {
        if (!needsLogin(error)) return false;
        sessionStore.forgetLogin();
        return true;
      },
    );
  };

  return (
    <form
      className="surface-panel sell-card dealer-form"
      onSubmit={submit}
      noValidate
      aria-busy={saving || undefined}
      aria-label="Dealer page"
    >
      {/* Address, phone and website beside the opening hours. */}
      <div className="dealer-form-grid">
        <ProfileTextField form={form} name="address" />
        <ProfileTextField form={form} name="phone" />
        <ProfileTextField form={form} name="website" />
        <ProfileTextField form={form} name="opening_hours" />
      </div>
      <LanguagesField form={form} />
      <ProfileTextField form={form} name="about" />
      <DealerLogoField
        uploads={logo}
        error={form.errors.logo_url}
        onErrorClear={() => form.clearError('logo_url')}
        onError={(message) => form.setErrors({ ...form.errors, logo_url: message })}
      />
      <FormFailure message={failure} />
      <div className="button-row dealer-form-actions">
        <BusyButton type="submit" className="btn btn-primary" busy={saving} busyLabel="Saving…">
          Save the dealer page
        </BusyButton>
        <SiteLink to={workspace.dealer.url} className="btn btn-secondary">
          View the public page
        </SiteLink>
      </div>
      <p className="visually-hidden" role="status">
        {done}
      </p>
    </form>
  );
}

export const DealerProfilePage = observer(function DealerProfilePage() {
  // The saved workspace replaces the loaded one, so a second save starts from what the api keeps.
  const [saved, setSaved] = useState<DealerWorkspace | null>(null);
  return (
    <DealerWorkspacePage
      title="Dealer page"
      loginTitle="Log in to edit your dealer page"
      owners
      intro={(loaded) => (
        <>
          What buyers read about {(saved ?? loaded).dealer.name} on its public page. The name and category come from your approved business
          entry.
        </>
      )}
    >
      {(loaded) => <ProfileForm workspace={saved ?? loaded} onSaved={setSaved} />}
    </DealerWorkspacePage>
  );
});
