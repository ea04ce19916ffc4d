// "Start a topic": title, section, the main text (rich text), images and optional links, checked in the browser
// with TopicRequestSchema (the api checks the same schema) and sent with createTopic. The same form writes an article
// (no links; ArticleRequestSchema; createArticle) and edits either, filled with what the author wrote (decision 033). The flow is the platform's
// submit flow (product rules §4: click, 300 ms debounce, validate, loading, call; field messages under the fields, text
// messages as a toast) written out here, because publishing a topic is none of the shared flow's named actions and
// its success is a page of its own. The first field with a message gets focus, before the messages are shown so the
// focus itself does not clear them (docs/product.md §4: an error clears when its field is focused).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES, type TopicModule } from '@yachts/contracts/community';
import { ArticleRequestSchema, TopicRequestSchema } from '@yachts/contracts/community-schemas';
import { paths } from '@yachts/contracts/paths';
import { LIMITS, validate, type FieldErrors } from '@yachts/contracts/validation';
import { errorMessage, fieldErrorsOf, isSilentCancel, needsLogin } from 'shared/api';
import { FieldShell, TextField, useDebouncedCall, useFieldIds, useForm } from 'shared/forms';
import { modalStore, MODAL_IDS } from 'shared/modals';
import { sessionStore } from 'shared/session';
import { pictureFormProps, RequiredPicturesSection } from 'shared/site';
import { loadingStore, showToast, useMounted } from 'shared/ui';
import { createTopic } from '../api/create-topic';
import { createArticle, editPost, type PostKind } from '../api/write-post';
import { START_TOPIC_REASON } from '../modules/start-topic-button';
import { contentForSending } from './clean-html';
import { IMAGE_MESSAGES, TOPIC_IMAGES_LOOK, useImageUploads } from './image-manager';
import { LinksEditor, newLinkRow, type LinkRow } from './links-editor';
import { RichTextEditor } from './rich-text-editor';

export const FORM_ID = 'topic';
/** Product rules §4: the loading overlay stays about a second. */
const LOADING_MIN_MS = 1000;

/** The fields the form shows a message under, in the order a reader meets them. */
const FIELD_ORDER = ['title', 'module_id', 'content', 'images', 'links'];

function fieldRank(name: string): number {
  const base = name.replace(/\[.*$/, '');
  const link = /^links\[(\d+)\]\.(title|url)$/.exec(name);
  return FIELD_ORDER.indexOf(base) * 100 + (link ? Number(link[1]) * 2 + (link[2] === 'url' ? 1 : 0) : 0);
}

/** The api names an image's problem by its place (images[2]); the form shows it under the images. */
function normaliseErrors(errors: FieldErrors): { fields: FieldErrors; others: string[] } {
  const fields: FieldErrors = {};
  const others: string[] = [];
  for (const [name, message] of Object.entries(errors)) {
    const field = /^images\[\d+\]$/.test(name) ? 'images' : name;
    const known = FIELD_ORDER.includes(field) || /^links\[\d+\]\.(title|url)$/.test(field);
    if (known) fields[field] ??= message;
    else others.push(message);
  }
  return { fields, others };
}

function SectionSelect({
  modules,
  value,
  onValueChange,
  error,
  onErrorClear,
}: {
  modules: TopicModule[];
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  onErrorClear: () => void;
}) {
  const ids = useFieldIds('module_id', FORM_ID);
  const clear = () => {
    if (error) onErrorClear();
  };
  return (
    <FieldShell ids={ids} label="Section" error={error} required kind="select" hint="Where members who follow that section will find it.">
      <div className="field-control">
        <select
          id={ids.id}
          name={ids.domName}
          className="field-input topic-select"
          value={value}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={[ids.hintId, error ? ids.errorId : null].filter(Boolean).join(' ')}
          onChange={(event) => {
            clear();
            onValueChange(event.currentTarget.value);
          }}
          onFocus={clear}
        >
          <option value="">Choose a section…</option>
          {modules.map((module) => (
            <option key={module.id} value={String(module.id)}>
              {module.name}
            </option>
          ))}
        </select>
      </div>
    </FieldShell>
  );
}

/** What the author wrote, when the form edits a post. */
export interface PostDraft {
  id: number;
  title: string;
  content: string;
  images: string[];
  links: { title: string; url: string }[];
}

const WORDS = {
  topic: { create: 'Start a topic', publish: 'Publish topic', done: COMMUNITY_MESSAGES.topicCreated, edit: 'Edit your topic' },
  article: { create: 'Write an article', publish: 'Publish article', done: COMMUNITY_MESSAGES.articleCreated, edit: 'Edit your article' },
} as const;

export function TopicForm({
  modules,
  initialModule,
  kind = 'topic',
  editing,
}: {
  modules: TopicModule[];
  initialModule: string;
  kind?: PostKind;
  editing?: PostDraft;
}) {
  const navigate = useNavigate();
  const words = WORDS[kind];
  const form = useForm({ title: editing?.title ?? '', module_id: initialModule, content: editing?.content ?? '' });
  const uploads = useImageUploads(() => form.clearError('images'), editing?.images);
  const [links, setLinks] = useState<LinkRow[]>(() => (editing?.links ?? []).map((link) => ({ ...newLinkRow(), ...link })));
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const mounted = useMounted();
  const state = useRef({ values: form.values, links, images: uploads.pictures });
  // The debounced submit reads what was last drawn (refs are written after rendering, never during it).
  useEffect(() => {
    state.current = { values: form.values, links, images: uploads.pictures };
  });

  const request = () => {
    const { values, links: rows, images } = state.current;
    return {
      title: values.title,
      content: contentForSending(values.content),
      module_id: values.module_id === '' ? ('' as const) : Number(values.module_id),
      images: images.flatMap((image) => (image.url ? [image.url] : [])),
      links: rows.map(({ title, url }) => ({ title, url })),
    };
  };

  const focusField = (name: string) => {
    const root = formRef.current;
    if (!root) return;
    const named = root.elements.namedItem(`${name}_${FORM_ID}`);
    const target =
      named instanceof HTMLElement
        ? named
        : name === 'content'
          ? root.querySelector<HTMLElement>('[data-field="content"]')
          : name === 'images'
            ? (root.querySelector<HTMLElement>('[data-field="images"]') ?? root.querySelector<HTMLElement>('.topic-image-grid'))
            : name === 'links'
              ? root.querySelector<HTMLElement>('.topic-link-add')
              : null;
    target?.focus();
    target?.scrollIntoView?.({ block: 'center' });
  };

  const showErrors = (errors: FieldErrors) => {
    const { fields, others } = normaliseErrors(errors);
    const first = Object.keys(fields).sort((a, b) => fieldRank(a) - fieldRank(b))[0];
    if (first) focusField(first);
    form.setErrors(fields);
    if (others.length) showToast(others.join('\n'), { tone: 'error' });
  };

  const check = (): boolean => {
    const input = request();
    const schema = kind === 'article' ? ArticleRequestSchema : TopicRequestSchema;
    const result = validate(schema, { ...input, module_id: input.module_id === '' ? undefined : input.module_id });
    const errors: FieldErrors = result.ok ? {} : { ...result.errors };
    const listed = state.current.images;
    if (listed.some((image) => image.url === null && image.refused === null)) errors.images ??= IMAGE_MESSAGES.uploading;
    // A refused file is still listed: it would not be sent, so the author says so by removing it.
    else if (listed.some((image) => image.refused !== null)) errors.images ??= IMAGE_MESSAGES.refused;
    if (Object.keys(errors).length === 0) {
      form.setErrors({});
      return true;
    }
    showErrors(errors);
    return false;
  };

  const publish = async () => {
    if (!check()) return;
    const shownAt = Date.now();
    const release = loadingStore.show('centred', 'Publishing');
    setSubmitting(true);
    try {
      const post = request();
      const { links: _links, ...article } = post;
      const saved = editing
        ? await editPost(kind, editing.id, post)
        : kind === 'article'
          ? await createArticle(article)
          : await createTopic(post);
      showToast(editing ? COMMUNITY_MESSAGES.edited : words.done, { tone: 'success' });
      // A post is a page of its own: its address, not a history entry back to the form.
      void navigate(kind === 'article' ? paths.communityArticle(saved.id) : paths.communityTopic(saved.id), { replace: true });
    } catch (error) {
      if (isSilentCancel(error)) return;
      if (needsLogin(error)) {
        sessionStore.forgetLogin();
        modalStore.open(MODAL_IDS.loginRequired, { reason: START_TOPIC_REASON });
        return;
      }
      const fields = fieldErrorsOf(error);
      if (fields) showErrors(fields);
      else showToast(errorMessage(error), { tone: 'error' });
    } finally {
      setTimeout(release, Math.max(0, LOADING_MIN_MS - (Date.now() - shownAt)));
      if (mounted.current) setSubmitting(false);
    }
  };

  const publishSoon = useDebouncedCall(() => void publish());
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    publishSoon();
  };

  const titleLength = Array.from(form.values.title.trim()).length;
  const titleOver = titleLength > LIMITS.postTitleMax;

  return (
    <form
      ref={formRef}
      className="topic-form"
      noValidate
      onSubmit={onSubmit}
      aria-label={editing ? words.edit : words.create}
      aria-busy={submitting || undefined}
    >
      <section className="surface-panel topic-form-section">
        <TextField
          {...form.bind('title')}
          formId={FORM_ID}
          label="Title"
          required
          autoComplete="off"
          hint={
            <span className={`topic-title-counter${titleOver ? ' is-over' : ''}`}>
              {`${titleLength}/${LIMITS.postTitleMax}`}
              <span className="visually-hidden"> characters</span>
            </span>
          }
        />
        <SectionSelect
          modules={modules}
          value={form.values.module_id}
          onValueChange={(value) => form.setValue('module_id', value)}
          error={form.errors.module_id}
          onErrorClear={() => form.clearError('module_id')}
        />
        <RichTextEditor
          label="Main text"
          initialHtml={editing?.content ?? ''}
          fieldName="content"
          placeholder={
            kind === 'article'
              ? 'Tell the story: the boat, the place, what happened and what you learnt.'
              : 'What would you like to ask or share? Details help: the boat, the place, what you have tried.'
          }
          onChange={(html) => form.setValue('content', html)}
          error={form.errors.content}
          onErrorClear={() => form.clearError('content')}
          hint={`Bold, italic, headings, quotes, lists and links. Up to ${COMMUNITY_LIMITS.contentMax.toLocaleString('en-GB')} characters.`}
        />
      </section>

      <RequiredPicturesSection
        title="Images"
        className="surface-panel topic-form-section"
        headingClassName="topic-form-heading"
        namesSection
        pictures={uploads.pictures}
        look={TOPIC_IMAGES_LOOK}
        {...pictureFormProps(uploads, form, 'images')}
      />

      {kind === 'topic' ? (
        <section className="surface-panel topic-form-section" aria-labelledby="topic-links-heading">
          <h2 id="topic-links-heading" className="topic-form-heading">
            Links <span className="topic-form-optional">(optional)</span>
          </h2>
          <p className="field-hint topic-form-lead">{`Up to ${COMMUNITY_LIMITS.linksMax} pages worth reading with your topic.`}</p>
          <LinksEditor links={links} onChange={setLinks} errors={form.errors} clearError={form.clearError} formId={FORM_ID} />
        </section>
      ) : null}

      <div className="end-row topic-form-actions">
        {uploads.uploading ? (
          <p className="field-hint" role="status">
            Images are uploading…
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary topic-form-submit" disabled={submitting || uploads.uploading}>
          {editing ? 'Save changes' : words.publish}
        </button>
      </div>
    </form>
  );
}
