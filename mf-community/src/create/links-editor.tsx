// Optional links under the topic (a builder's page, a forum thread, a chart): up to five, each a title and a web
// address. Each row is a group named "Link n" with its own Remove button; the api's messages come back keyed by
// place (links[0].url) and show under the matching field.
import { useEffect, useRef } from 'react';
import { COMMUNITY_LIMITS } from '@yachts/contracts/community';
import { TextField } from 'shared/forms';
import { PlusIcon } from 'shared/ui';

export interface LinkRow {
  key: string;
  title: string;
  url: string;
}

let nextKey = 1;
export const newLinkRow = (): LinkRow => ({ key: `link-${nextKey++}`, title: '', url: '' });

interface LinksEditorProps {
  links: LinkRow[];
  onChange: (links: LinkRow[]) => void;
  errors: Record<string, string>;
  clearError: (name: string) => void;
  formId: string;
}

interface LinkFieldsProps extends Pick<LinksEditorProps, 'formId' | 'errors' | 'clearError'> {
  link: LinkRow;
  index: number;
  onChange: (change: Partial<LinkRow>) => void;
  onRemove: () => void;
}

/** One link: its title, its address and its Remove button, as a group named "Link n". */
function LinkFields({ link, index, formId, errors, clearError, onChange, onRemove }: LinkFieldsProps) {
  return (
    <fieldset className="topic-link-row">
      <legend className="topic-link-legend">{`Link ${index + 1}`}</legend>
      <TextField
        name={`links[${index}].title`}
        formId={formId}
        label="Link title"
        value={link.title}
        onValueChange={(title) => onChange({ title })}
        error={errors[`links[${index}].title`]}
        onErrorClear={() => clearError(`links[${index}].title`)}
        required
        maxLength={200}
        autoComplete="off"
      />
      <TextField
        name={`links[${index}].url`}
        formId={formId}
        type="url"
        inputMode="url"
        label="URL"
        placeholder="https://"
        value={link.url}
        onValueChange={(url) => onChange({ url: url.trim() })}
        error={errors[`links[${index}].url`]}
        onErrorClear={() => clearError(`links[${index}].url`)}
        required
        autoComplete="url"
      />
      <button type="button" className="btn btn-secondary topic-link-remove" onClick={onRemove}>
        {`Remove link ${index + 1}`}
      </button>
    </fieldset>
  );
}

export function LinksEditor({ links, onChange, errors, clearError, formId }: LinksEditorProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusRow = useRef<number | 'add' | null>(null);

  // A new row's title gets focus; after a removal, the next row (or the add button) does.
  useEffect(() => {
    const target = focusRow.current;
    if (target === null) return;
    focusRow.current = null;
    if (target === 'add') addRef.current?.focus();
    else listRef.current?.querySelectorAll<HTMLInputElement>('input')[target * 2]?.focus();
  }, [links.length]);

  const set = (index: number, change: Partial<LinkRow>) => onChange(links.map((link, i) => (i === index ? { ...link, ...change } : link)));

  const remove = (index: number) => {
    // The messages of the rows after it were keyed by their old places: they go with it.
    for (const name of Object.keys(errors)) if (name.startsWith('links')) clearError(name);
    focusRow.current = links.length > 1 ? Math.min(index, links.length - 2) : 'add';
    onChange(links.filter((_, i) => i !== index));
  };

  const add = () => {
    focusRow.current = links.length;
    clearError('links');
    onChange([...links, newLinkRow()]);
  };

  return (
    <div className="topic-links">
      {links.length > 0 ? (
        <ol className="topic-link-list" ref={listRef}>
          {links.map((link, index) => (
            <li key={link.key}>
              <LinkFields
                link={link}
                index={index}
                formId={formId}
                errors={errors}
                clearError={clearError}
                onChange={(change) => set(index, change)}
                onRemove={() => remove(index)}
              />
            </li>
          ))}
        </ol>
      ) : null}
      {links.length < COMMUNITY_LIMITS.linksMax ? (
        <button type="button" className="btn btn-secondary topic-link-add" ref={addRef} onClick={add}>
          <PlusIcon size={18} />
          Add a link
        </button>
      ) : (
        <p className="field-hint">{`That is the most links a topic can have (${COMMUNITY_LIMITS.linksMax}).`}</p>
      )}
      {errors.links ? (
        <p className="field-error" role="alert">
          <span className="field-error-icon" aria-hidden="true" />
          {errors.links}
        </p>
      ) : null}
    </div>
  );
}
