// Writing a comment or a reply: the shared textarea with its counter, CommentRequestSchema's messages under the
// field (the api checks the same schema and its field messages land there too), and the submit flow's 300 ms
// debounce. On success the field clears and the page adds the comment where it belongs.
import { useEffect, useRef } from 'react';
import { COMMUNITY_LIMITS, type CommunityComment } from '@yachts/contracts/community';
import { CommentRequestSchema } from '@yachts/contracts/community-schemas';
import { errorMessage, fieldErrorsOf } from 'shared/api';
import { submitHandler, TextareaField, useDebouncedSubmit, useForm } from 'shared/forms';
import { BusyButton, showToast } from 'shared/ui';
import { createComment, type CommentTarget } from '../api/comments';
import { handleCommonFailure } from '../post/call-errors';
import { LOGIN_REASONS } from '../reactions/reasons';

export interface CommentComposerProps {
  target: CommentTarget;
  /** The comment answered; a top-level comment without it. */
  replyTo?: number;
  label: string;
  submitLabel: string;
  /** Names the DOM field, so the comment form and each reply form never share a name (docs/product.md §3). */
  formId: string;
  onPosted: (comment: CommunityComment) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
  /** Editing a comment (decision 033): the text it starts with, and the call that saves it instead of posting. */
  initialContent?: string;
  send?: (content: string) => Promise<CommunityComment>;
}

export function CommentComposer({
  target,
  replyTo,
  label,
  submitLabel,
  formId,
  onPosted,
  onCancel,
  autoFocus = false,
  initialContent = '',
  send,
}: CommentComposerProps) {
  const form = useForm({ content: initialContent });
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (autoFocus) field.current?.focus();
  }, [autoFocus]);

  const { submit, submitting } = useDebouncedSubmit(async () => {
    if (!CommentRequestSchema.isValidSync(form.values)) {
      // Focus first: focusing a field clears its message (product rules §4), so the message is set after.
      field.current?.focus();
      form.validateWith(CommentRequestSchema);
      return;
    }
    try {
      const text = form.values.content.trim();
      const comment = send ? await send(text) : await createComment(target, text, replyTo);
      form.reset();
      onPosted(comment);
    } catch (error) {
      if (handleCommonFailure(error, LOGIN_REASONS.comment)) return;
      const fields = fieldErrorsOf(error);
      if (fields?.content) form.setErrors({ content: fields.content });
      else showToast(errorMessage(error), { tone: 'error' });
    }
  });

  return (
    <form
      className={`comment-composer${replyTo === undefined ? '' : ' comment-composer-reply'}`}
      noValidate
      onSubmit={submitHandler(submit)}
    >
      <TextareaField
        {...form.bind('content')}
        ref={field}
        formId={formId}
        label={label}
        rows={replyTo === undefined ? 4 : 3}
        maxLength={COMMUNITY_LIMITS.commentMax}
        placeholder={replyTo === undefined ? 'Share your experience, ask a question or add a tip…' : undefined}
        hint="Write @ and the name of someone in this conversation to let them know."
      />
      <div className="comment-composer-actions">
        {onCancel ? (
          <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={submitting}>
            Cancel
          </button>
        ) : null}
        <BusyButton type="submit" className="btn btn-primary" busy={submitting} busyLabel={send ? 'Saving…' : 'Posting…'}>
          {submitLabel}
        </BusyButton>
      </div>
    </form>
  );
}
