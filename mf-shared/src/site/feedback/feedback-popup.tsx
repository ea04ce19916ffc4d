// The feedback popup (product rules §2-§5, §8, §9): question type (the first chosen on open and after reset), message,
// e-mail, mobile with area code (244 by default) and up to 5 photos. On submit the photos are recompressed to
// JPEG 0.5 and uploaded one by one under a progress bar, then the report is posted. Closing resets it: every
// opening is a fresh instance (the modal system keys it), so nothing typed survives a close.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { FeedbackFormSchema, LIMITS, validate } from '@yachts/contracts/validation';
import { Modal } from '../../modals/modal';
import { modalStore } from '../../modals/modal-store';
import { MODAL_IDS, registerModal } from '../../modals/modal-registry';
import { useForm } from '../../forms/use-form';
import { useSubmit } from '../../forms/use-submit';
import { submitHandler } from '../../forms/submit-handler';
import { FieldShell, useFieldIds } from '../../forms/field-shell';
import { TextField } from '../../forms/text-field';
import { TextareaField } from '../../forms/textarea-field';
import { MobileInput } from '../../forms/mobile-input';
import { showToast } from '../../ui/toast-store';
import { useLatest } from '../../ui/use-latest';
import { getWebsiteConfig, type WebsiteConfig } from '../api/get-website-config';
import { uploadPicture } from '../api/upload-picture';
import { PICTURE_MESSAGES } from '../use-picture-uploads';
import { sendFeedback } from '../api/send-feedback';
import { compressToJpeg } from './compress-photo';
import { allowedFormats, isAllowedPhoto, MAX_FEEDBACK_PHOTOS, photoFormatMessage } from './photo-rules';
import { CloseIcon, PlusIcon } from '../../ui/icons';
import '../site.css';

export const FEEDBACK_SUBMIT_DEBOUNCE_MS = 1000;
export const FEEDBACK_ERROR_TOAST_MS = 3000;
export const DEFAULT_AREA_CODE = '244';

interface Photo {
  id: number;
  file: File;
  preview: string;
}

export interface FeedbackPopupProps {
  /** Injected for tests: turns a photo into the JPEG that is uploaded. */
  compress?: (file: File) => Promise<Blob>;
}

/** On leaving, the previews of the photos chosen last are let go. */
function useObjectUrlCleanup(photos: Photo[]) {
  const latest = useLatest(photos);
  useEffect(() => () => latest.current.forEach((photo) => URL.revokeObjectURL(photo.preview)), [latest]);
}

export function FeedbackPopup({ compress = compressToJpeg }: FeedbackPopupProps) {
  const [config, setConfig] = useState<WebsiteConfig | null>(null);
  const [configFailed, setConfigFailed] = useState(false);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const nextPhotoId = useRef(1);
  const form = useForm({ type: '', content: '', email: '', mobile: { value: '', code: DEFAULT_AREA_CODE } });
  const typeIds = useFieldIds('type', 'feedback');
  useObjectUrlCleanup(photos);
  const { setValue } = form;

  const formats = config ? allowedFormats(config.upload_config.pic_upload_file_type) : [];

  useEffect(() => {
    let live = true;
    getWebsiteConfig()
      .then((loaded) => {
        if (!live) return;
        setConfig(loaded);
        // docs/product.md §2: the first question type is selected on open.
        const first = loaded.feedback_types[0];
        if (first) setValue('type', String(first.value));
      })
      .catch(() => live && setConfigFailed(true));
    return () => {
      live = false;
    };
    // The form's setters are stable: this runs once per opening.
  }, [setValue]);

  function onChoosePhotos(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = Array.from(input.files ?? []);
    if (chosen.length === 0) return;
    form.clearError('photoCount');
    if (chosen.some((file) => !isAllowedPhoto(file, formats))) {
      // Product rules §5, §8: a toast, and the selection is cleared.
      showToast(photoFormatMessage(formats), { tone: 'error' });
      input.value = '';
      return;
    }
    const room = MAX_FEEDBACK_PHOTOS - photos.length;
    if (chosen.length > room) showToast(`You can add up to ${MAX_FEEDBACK_PHOTOS} photos.`);
    const added = chosen.slice(0, room).map((file) => ({ id: nextPhotoId.current++, file, preview: URL.createObjectURL(file) }));
    setPhotos((current) => [...current, ...added]);
    input.value = '';
  }

  function removePhoto(id: number) {
    setPhotos((current) => {
      const gone = current.find((photo) => photo.id === id);
      if (gone) URL.revokeObjectURL(gone.preview);
      return current.filter((photo) => photo.id !== id);
    });
  }

  async function uploadAll(): Promise<string[]> {
    const urls: string[] = [];
    for (const [index, photo] of photos.entries()) {
      const base = index / photos.length;
      const share = 1 / photos.length;
      // A simulated bar (product rules §4) that also follows the real upload progress when the browser reports it.
      setProgress(base + share * 0.1);
      const tick = setInterval(() => setProgress((p) => (p === null ? p : Math.min(base + share * 0.9, p + share * 0.08))), 120);
      try {
        // A file named like a picture whose bytes are none cannot be decoded: the toast names it in the words the
        // other picture choosers use, not the browser's decoder message.
        const jpeg = await compress(photo.file).catch(() => {
          throw new Error(`${photo.file.name}: ${PICTURE_MESSAGES.notAPicture}`);
        });
        const name = `${photo.file.name.replace(/\.[^.]+$/, '') || 'photo'}.jpg`;
        const uploaded = await uploadPicture(jpeg, name, (fraction) => setProgress((p) => Math.max(p ?? 0, base + share * 0.9 * fraction)));
        urls.push(uploaded.url);
      } finally {
        clearInterval(tick);
      }
      setProgress(base + share);
    }
    return urls;
  }

  const { submit, submitting } = useSubmit({
    action: 'feedback',
    debounceMs: FEEDBACK_SUBMIT_DEBOUNCE_MS,
    errorToastMs: FEEDBACK_ERROR_TOAST_MS,
    loadingMode: 'scrollable',
    // Server messages (msg as an object) are joined by line breaks in one toast (product rules §8).
    fields: [],
    validate: () => {
      const { values } = form;
      const result = validate(
        FeedbackFormSchema,
        { type: values.type, content: values.content, email: values.email, mobile: values.mobile.value, photoCount: photos.length },
        { photosRequired: Boolean(config?.feedback_image_required) },
      );
      form.setErrors(result.ok ? {} : result.errors);
      return result.ok;
    },
    call: async () => {
      const { values } = form;
      try {
        const problem_img = await uploadAll();
        return await sendFeedback({
          feedback_type: Number(values.type),
          feedback_advice: values.content.trim(),
          email: values.email.trim(),
          area_code: values.mobile.code,
          mobile: values.mobile.value,
          problem_img,
        });
      } finally {
        setProgress(null);
      }
    },
    setFieldErrors: form.setErrors,
    resetFields: form.reset,
    onSuccess: () => {
      modalStore.close();
      showToast('Thank you for your feedback. We read every report.', { tone: 'success' });
    },
  });

  const types = config?.feedback_types ?? [];
  const mobile = form.bind('mobile');
  const typeError = form.errors.type;

  return (
    <Modal title="Send us feedback" size="md" testId="feedback-modal" description="Tell us what went wrong or what we could do better.">
      {configFailed ? (
        <p className="feedback-config-error" role="alert">
          The feedback form could not be loaded. Close it and try again in a moment.
        </p>
      ) : null}
      <form id="feedback-form" className="feedback-form" noValidate aria-busy={submitting} onSubmit={submitHandler(submit)}>
        <FieldShell ids={typeIds} label="Question type" error={typeError} kind="select" required>
          <div className="field-control">
            <select
              id={typeIds.id}
              name={typeIds.domName}
              className="field-input feedback-type-select"
              value={form.values.type}
              aria-invalid={typeError ? true : undefined}
              aria-describedby={typeError ? typeIds.errorId : undefined}
              disabled={!config}
              onChange={(event) => {
                form.setValue('type', event.target.value);
                form.clearError('type');
              }}
              onFocus={() => form.clearError('type')}
            >
              {types.length === 0 ? <option value="">Loading…</option> : null}
              {types.map((type) => (
                <option key={type.value} value={String(type.value)}>
                  {type.name}
                </option>
              ))}
            </select>
          </div>
        </FieldShell>
        <TextareaField {...form.bind('content')} formId="feedback" label="Message" rows={4} maxLength={LIMITS.feedbackMax} required />
        <TextField {...form.bind('email')} formId="feedback" type="email" label="E-mail" autoComplete="email" required />
        <MobileInput {...mobile} formId="feedback" label="Mobile" defaultCode={DEFAULT_AREA_CODE} required />
        <fieldset className={`feedback-photos${form.errors.photoCount ? ' field-invalid' : ''}`}>
          <legend className="field-label">
            Photos{' '}
            <span className="feedback-photo-count">
              ({photos.length}/{MAX_FEEDBACK_PHOTOS})
            </span>
          </legend>
          <ul className="tile-list feedback-previews" aria-label="Chosen photos">
            {photos.map((photo, index) => (
              <li key={photo.id} className="feedback-preview">
                <img src={photo.preview} alt={`Photo ${index + 1}: ${photo.file.name}`} />
                <button
                  type="button"
                  className="feedback-remove"
                  aria-label={`Remove photo ${index + 1}`}
                  onClick={() => removePhoto(photo.id)}
                >
                  <CloseIcon size={16} />
                </button>
              </li>
            ))}
            {photos.length < MAX_FEEDBACK_PHOTOS ? (
              <li className="feedback-add">
                <label className="feedback-add-button" data-testid="feedback-add-photo">
                  <PlusIcon size={26} />
                  <span>Add photos</span>
                  <input
                    className="visually-hidden"
                    type="file"
                    name="problem_img"
                    multiple
                    accept={formats.map((format) => `.${format}`).join(',') || 'image/*'}
                    disabled={!config}
                    onChange={onChoosePhotos}
                  />
                </label>
              </li>
            ) : null}
          </ul>
          <p className="field-hint">
            Up to {MAX_FEEDBACK_PHOTOS} photos{formats.length > 0 ? ` in ${formats.join(', ')}` : ''}. Screenshots help us most.
          </p>
          {form.errors.photoCount ? <p className="field-error">{form.errors.photoCount}</p> : null}
        </fieldset>
        {progress !== null ? (
          <div className="feedback-progress">
            <progress max={100} value={Math.round(progress * 100)} aria-label="Uploading photos" />
            <span aria-hidden="true">{Math.round(progress * 100)}%</span>
          </div>
        ) : null}
        <div className="feedback-actions">
          <button type="button" className="btn btn-secondary" onClick={() => modalStore.close()}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={submitting || !config}>
            {submitting ? 'Sending…' : 'Send feedback'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

registerModal(MODAL_IDS.feedback, FeedbackPopup);
