// /user/profile: the member's display name (decision 036: the sign-up rule, the api's own schema; the api alone knows
// whether another member has it) and profile photo (chosen, previewed, uploaded, then saved to the profile).
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { paths } from '@yachts/contracts/paths';
import { type AccountUser } from '@yachts/contracts/account';
import { ProfileRequestSchema } from '@yachts/contracts/account-schemas';
import { cleanDisplayName, DISPLAY_NAME_HINT, LIMITS } from '@yachts/contracts/rules';
import { errorMessage, fieldErrorsOf } from 'shared/api';
import { TextField, useForm } from 'shared/forms';
import { isAllowedPhoto, loadSiteFormats, photoFormatMessage, uploadPicture, useSiteFormats } from 'shared/site';
import { Avatar, BusyButton, showToast, useMemberAsync } from 'shared/ui';
import { getAccountUser } from '../api/get-account-user';
import { updateProfile } from '../api/update-profile';
import { NamedAsyncView } from '../user-area/async-view';
import { UserPage } from '../user-area/user-page';
import { acceptFor, formatsText, photoSizeProblem } from './photo-file';

/** A failed save: field messages go under their fields, anything else is a toast. */
function showFailure(error: unknown, setErrors?: (errors: Record<string, string>) => void) {
  const fields = fieldErrorsOf(error);
  if (fields && setErrors) setErrors(fields);
  else showToast(errorMessage(error), { tone: 'error' });
}

function NameForm({ user, onSaved }: { user: AccountUser; onSaved: (user: AccountUser) => void }) {
  const form = useForm({ name: user.name });
  const [saving, setSaving] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving || !form.validateWith(ProfileRequestSchema)) return;
    setSaving(true);
    updateProfile({ name: cleanDisplayName(form.values.name) })
      .then(
        (updated) => {
          onSaved(updated);
          form.setValue('name', updated.name);
          showToast('Your display name is saved.', { tone: 'success' });
        },
        (error: unknown) => showFailure(error, form.setErrors),
      )
      .finally(() => setSaving(false));
  };
  return (
    <section className="card account-card" aria-labelledby="name-title">
      <form className="card-body" onSubmit={submit} noValidate aria-labelledby="name-title">
        <h2 id="name-title">Your display name</h2>
        <p>How other members know you: shown with your topics, articles and replies, and offered to sellers you write to.</p>
        <TextField
          {...form.bind('name')}
          formId="profile"
          label="Display name"
          autoComplete="nickname"
          required
          maxLength={LIMITS.displayNameMax * 2}
          hint={DISPLAY_NAME_HINT}
        />
        <BusyButton type="submit" className="btn btn-primary" busy={saving} busyLabel="Saving…">
          Save display name
        </BusyButton>
      </form>
    </section>
  );
}

interface ChosenPhoto {
  file: File;
  preview: string;
}

const FORMATS_UNCHECKED = 'We couldn’t check the photo’s format just now. Please try again.';

/** A photo chosen (checked against the site's formats and size, previewed), then uploaded and saved to the profile. */
function usePhotoChoice(onSaved: (user: AccountUser) => void) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [formats, setFormats] = useSiteFormats();
  const [chosen, setChosen] = useState<ChosenPhoto | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  // A preview is a blob: URL held by the page until it is let go.
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.preview) : undefined), [chosen]);

  /** Drops the selection: the chooser is empty again and nothing is previewed. */
  const refuse = (input: HTMLInputElement) => {
    setChosen(null);
    input.value = '';
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    let allowed = formats;
    if (!allowed) {
      try {
        allowed = await loadSiteFormats();
        setFormats(allowed);
      } catch {
        setProblem(null);
        refuse(input);
        showToast(FORMATS_UNCHECKED, { tone: 'error' });
        return;
      }
    }
    // Product rules §5, §8: a photo in a format the config does not allow is a toast, and the selection is cleared.
    if (!isAllowedPhoto(file, allowed)) {
      setProblem(null);
      refuse(input);
      showToast(photoFormatMessage(allowed), { tone: 'error' });
      return;
    }
    const tooLarge = photoSizeProblem(file);
    if (tooLarge) {
      setProblem(tooLarge);
      refuse(input);
      return;
    }
    setProblem(null);
    setChosen({ file, preview: URL.createObjectURL(file) });
  };

  const cancel = () => {
    setChosen(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const save = async () => {
    if (!chosen || progress !== null) return;
    setProgress(0);
    try {
      const uploaded = await uploadPicture(chosen.file, chosen.file.name, setProgress);
      const updated = await updateProfile({ avatar_url: uploaded.url });
      onSaved(updated);
      cancel();
      showToast('Your profile photo is saved.', { tone: 'success' });
    } catch (error) {
      showFailure(error);
    } finally {
      setProgress(null);
    }
  };

  return { inputRef, formats, chosen, problem, progress, choose, cancel, save };
}

function PhotoForm({ user, onSaved }: { user: AccountUser; onSaved: (user: AccountUser) => void }) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const { inputRef, formats, chosen, problem, progress, choose, cancel, save } = usePhotoChoice(onSaved);
  const busy = progress !== null;
  return (
    <section className="card account-card" aria-labelledby="photo-title">
      <div className="card-body">
        <h2 id="photo-title">Profile photo</h2>
        <div className="profile-photo">
          {chosen ? (
            <img
              className="avatar profile-photo-image"
              src={chosen.preview}
              alt="Preview of your new profile photo"
              width={112}
              height={112}
            />
          ) : (
            <Avatar className="profile-photo-image" src={user.avatarUrl} alt="Your current profile photo" size={112} />
          )}
          <div className="profile-photo-controls">
            <p>
              A square photo of at least 200 × 200 pixels looks best.{' '}
              {formats && formats.length > 0 ? `${formatsText(formats)}, up to 8 MB.` : 'Up to 8 MB.'}
            </p>
            <input
              ref={inputRef}
              id={inputId}
              className="visually-hidden profile-photo-input"
              type="file"
              accept={acceptFor(formats)}
              onChange={(event) => void choose(event)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              disabled={busy}
            />
            <div className="button-row">
              <label htmlFor={inputId} className="btn btn-secondary btn-small profile-photo-choose">
                {chosen ? 'Choose another photo' : 'Choose a photo'}
              </label>
              {chosen ? (
                <>
                  <BusyButton
                    className="btn btn-primary btn-small"
                    onClick={() => void save()}
                    busy={busy}
                    busyLabel={`Uploading… ${Math.round((progress ?? 0) * 100)}%`}
                  >
                    Save photo
                  </BusyButton>
                  <button type="button" className="btn btn-secondary btn-small" onClick={cancel} disabled={busy}>
                    Cancel
                  </button>
                </>
              ) : null}
            </div>
            {problem ? (
              <p className="field-error" id={errorId} role="alert">
                {problem}
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}

function ProfileForms({ initial }: { initial: AccountUser }) {
  const [user, setUser] = useState(initial);
  return (
    <>
      <PhotoForm user={user} onSaved={setUser} />
      <NameForm user={user} onSaved={setUser} />
      <p className="account-note">
        To change your e-mail address or password, go to <Link to={paths.accountInformation()}>your account overview</Link>.
      </p>
    </>
  );
}

const ProfileLoader = observer(function ProfileLoader() {
  const [state, reload] = useMemberAsync((signal) => getAccountUser(signal), 'account-user');
  return (
    <NamedAsyncView state={state} reload={reload} what="your profile" rows={{ count: 2 }}>
      {(user) => <ProfileForms initial={user} />}
    </NamedAsyncView>
  );
});

export function ProfilePage() {
  return (
    <UserPage title="Profile" lead="How other members and sellers see you." loginWhat="your profile">
      <ProfileLoader />
    </UserPage>
  );
}
