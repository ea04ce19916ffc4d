// What a form gives its picture manager from its uploads and its own state: adding and removing, the formats on
// offer, and the form's message for the pictures' field (where a refusal on choosing goes too).
import type { FormApi } from '../forms/use-form';
import type { PictureManagerProps } from './picture-manager';
import type { usePictureUploads } from './use-picture-uploads';

type Uploads = Pick<ReturnType<typeof usePictureUploads>, 'add' | 'accept' | 'formatsText' | 'remove'>;
type FormErrors = Pick<FormApi<Record<string, unknown>>, 'errors' | 'clearError' | 'setErrors'>;

/** The picture manager's props that come from `uploads` and from `form`'s errors for `field`. */
export function pictureFormProps(
  uploads: Uploads,
  form: FormErrors,
  field: string,
): Pick<PictureManagerProps, 'onAdd' | 'accept' | 'formatsText' | 'onRemove' | 'error' | 'onErrorClear' | 'onError'> {
  return {
    onAdd: uploads.add,
    accept: uploads.accept,
    formatsText: uploads.formatsText,
    onRemove: uploads.remove,
    error: form.errors[field],
    onErrorClear: () => form.clearError(field),
    onError: (message) => form.setErrors({ ...form.errors, [field]: message }),
  };
}
