// The submit flow (product rules §4): click, validate, show loading, call; on success the action's behaviour; on
// failure msg as text becomes a toast and msg as an object goes under each field. Clicks are debounced (300 ms).
import { useCallback, useState } from 'react';
import type { FieldErrors } from '@yachts/contracts/rules';
import { fieldErrorsOf } from '../api/call-errors';
import { isSilentCancel } from '../api/call-cancelled';
import { loadingStore, LOADING_MIN_MS, type LoadingMode } from '../ui/loading-store';
import { showToast } from '../ui/toast-store';
import { useLatest } from '../ui/use-latest';
import { useMounted } from '../ui/use-mounted';
import { afterSuccess, type SubmitAction } from './submit-actions';
import { SUBMIT_DEBOUNCE_MS, useDebouncedCall } from './use-debounced-call';

export { SUBMIT_DEBOUNCE_MS };

export interface SubmitOptions<R> {
  action: SubmitAction;
  /** Shows the fields' messages and returns false when the values are not valid. */
  validate: () => boolean;
  call: () => Promise<R>;
  setFieldErrors: (errors: FieldErrors) => void;
  resetFields: () => void;
  /** Runs after the action's own success behaviour. */
  onSuccess?: (result: R) => void;
  onFailure?: (error: unknown) => void;
  debounceMs?: number;
  loadingMode?: LoadingMode;
  /** Fields the form shows; a msg object naming other fields becomes a toast instead. */
  fields?: readonly string[];
  /** How long failure toasts stay. */
  errorToastMs?: number;
  reload?: () => void;
  goHome?: () => void;
}

export function useSubmit<R>(options: SubmitOptions<R>): { submit: () => void; submitting: boolean } {
  // The submit keeps one identity; it runs with the options of the last render.
  const optionsRef = useLatest(options);
  const [submitting, setSubmitting] = useState(false);
  const mounted = useMounted();

  const run = useCallback(async () => {
    const o = optionsRef.current;
    if (!o.validate()) return;
    const shownAt = Date.now();
    const release = loadingStore.show(o.loadingMode ?? 'centred', 'Sending');
    setSubmitting(true);
    try {
      const result = await o.call();
      afterSuccess(o.action, { result, resetFields: o.resetFields, reload: o.reload, goHome: o.goHome });
      o.onSuccess?.(result);
    } catch (error) {
      if (!isSilentCancel(error)) {
        const fieldErrors = fieldErrorsOf(error);
        const known = fieldErrors && o.fields ? Object.keys(fieldErrors).every((name) => o.fields!.includes(name)) : Boolean(fieldErrors);
        if (fieldErrors && known) o.setFieldErrors(fieldErrors);
        else showToast(error instanceof Error ? error.message : String(error), { tone: 'error', durationMs: o.errorToastMs });
      }
      o.onFailure?.(error);
    } finally {
      // Product rules §4: the loading overlay hides about 1 s after it appeared, or as soon as the call ends after
      // that.
      setTimeout(release, Math.max(0, LOADING_MIN_MS - (Date.now() - shownAt)));
      if (mounted.current) setSubmitting(false);
    }
  }, [mounted, optionsRef]);

  const submit = useDebouncedCall(() => void run(), options.debounceMs ?? SUBMIT_DEBOUNCE_MS);

  return { submit, submitting };
}
