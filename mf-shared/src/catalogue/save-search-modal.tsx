// The save-search modal (decision 027): a member keeps a list's filters and keywords under a name and chooses how
// often new matches are e-mailed. The name comes filled in with the list's filters in words; the api's refusals are
// shown under the field they are about, or above the buttons. Once saved, it says so and links to the saved
// searches page. Loaded when first opened (openSaveSearch of openers.ts; a visitor gets the login-required modal).
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  ALERT_MESSAGES,
  SAVED_SEARCH_LIMITS,
  type AlertFrequency,
} from '@yachts/contracts/alerts';
import { paths } from '@yachts/contracts/paths';
import { needsLogin } from '../api/call-errors';
import { SelectField } from '../forms/select-field';
import { TextField } from '../forms/text-field';
import { FormFailure } from '../forms/form-failure';
import { submitHandler } from '../forms/submit-handler';
import { useForm, type FormApi } from '../forms/use-form';
import { FormModalFooter } from '../modals/form-modal-footer';
import { Modal } from '../modals/modal';
import { SuccessMark } from '../ui/marks';
import { MODAL_IDS, registerModal } from '../modals/modal-registry';
import { modalStore } from '../modals/modal-store';
import { sessionStore } from '../session/session-store';
import { SAVE_SEARCH_LOGIN_REASON, type SaveSearchModalProps } from './modal-props';
import { saveSearch, savedSearchErrors, savedSearchNameProblem } from './saved-searches';
import './save-search.css';

export type { SaveSearchModalProps };

export const SAVE_SEARCH_TITLE = 'Save this search';
export const SAVED_TITLE = 'Search saved';
export const FREQUENCY_LABEL = 'E-mail me new matches';

const FREQUENCY_OPTIONS = ALERT_FREQUENCIES.map((value) => ({ value, label: ALERT_FREQUENCY_LABELS[value] }));

function isFrequency(value: string): value is AlertFrequency {
  return (ALERT_FREQUENCIES as readonly string[]).includes(value);
}

function Saved() {
  const messageRef = useRef<HTMLParagraphElement>(null);
  // The Save button that had focus is gone: the news itself takes it, so it is read out.
  useEffect(() => messageRef.current?.focus(), []);
  return (
    <Modal
      title={SAVED_TITLE}
      size="sm"
      testId="save-search-modal"
      footer={
        <button type="button" className="btn btn-primary" onClick={() => modalStore.close()}>
          Done
        </button>
      }
    >
      <SuccessMark className="modal-illustration" />
      <p ref={messageRef} className="modal-tip save-search-done" role="status" tabIndex={-1}>
        {ALERT_MESSAGES.saved}
      </p>
      <p className="save-search-link">
        <Link to={paths.userSavedSearches()} onClick={() => modalStore.close()}>
          See your saved searches
        </Link>
      </p>
    </Modal>
  );
}

type SaveSearchForm = FormApi<{ name: string; frequency: string }>;

/** Checking and saving the search; an answer that comes after the modal closed changes nothing. */
function useSaveSearch({ kind, query }: Pick<SaveSearchModalProps, 'kind' | 'query'>, form: SaveSearchForm) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const submit = () => {
    if (saving) return;
    setFailure(null);
    const problem = savedSearchNameProblem(form.values.name);
    const frequency = form.values.frequency;
    if (problem || !isFrequency(frequency)) {
      form.setErrors({
        ...(problem ? { name: problem } : {}),
        ...(isFrequency(frequency) ? {} : { frequency: ALERT_MESSAGES.frequency }),
      });
      return;
    }
    setSaving(true);
    saveSearch({ kind, name: form.values.name.trim(), query, frequency }).then(
      () => {
        if (!live.current) return;
        setSaving(false);
        setSaved(true);
      },
      (error: unknown) => {
        if (!live.current) return;
        setSaving(false);
        // The api no longer knows the login: the page becomes a visitor's, who is asked to log in.
        if (needsLogin(error)) {
          sessionStore.forgetLogin();
          modalStore.switchTo(MODAL_IDS.loginRequired, { reason: SAVE_SEARCH_LOGIN_REASON });
          return;
        }
        const errors = savedSearchErrors(error);
        form.setErrors({
          ...(errors.name ? { name: errors.name } : {}),
          ...(errors.frequency ? { frequency: errors.frequency } : {}),
        });
        if (errors.form) setFailure(errors.form);
      },
    );
  };

  return { saving, failure, saved, submit };
}

export function SaveSearchModal({ kind, query, name }: SaveSearchModalProps) {
  const formId = useId();
  const form = useForm<{ name: string; frequency: string }>({ name: name.slice(0, SAVED_SEARCH_LIMITS.nameMax), frequency: 'instant' });
  const { saving, failure, saved, submit } = useSaveSearch({ kind, query }, form);

  if (saved) return <Saved />;

  const what = kind === 'new' ? 'new yachts' : 'used yachts';
  return (
    <Modal
      title={SAVE_SEARCH_TITLE}
      size="sm"
      testId="save-search-modal"
      description={`Keep these filters and hear when ${what} that match are listed.`}
      footer={<FormModalFooter formId={formId} busy={saving} submitLabel="Save" busyLabel="Saving…" onCancel={() => modalStore.close()} />}
    >
      <form id={formId} className="save-search-form" noValidate aria-busy={saving || undefined} onSubmit={submitHandler(submit)}>
        <TextField
          {...form.bind('name')}
          formId="save-search"
          label="Name"
          required
          // Room to paste a longer name and be told, rather than have it cut without a word.
          maxLength={SAVED_SEARCH_LIMITS.nameMax + 20}
          hint={`Up to ${SAVED_SEARCH_LIMITS.nameMax} characters.`}
        />
        <SelectField {...form.bind('frequency')} formId="save-search" label={FREQUENCY_LABEL} options={FREQUENCY_OPTIONS} />
        <FormFailure message={failure} className="save-search-failure" />
      </form>
    </Modal>
  );
}

registerModal(MODAL_IDS.saveSearch, SaveSearchModal);
