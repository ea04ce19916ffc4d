// The main text's editor: a contenteditable box (role textbox, multi-line) with a formatting toolbar
// (rich-text-toolbar.tsx) whose pressed states follow the caret, Ctrl/Cmd+B and I, Ctrl/Cmd+K for the link form
// (rich-text-link-form.tsx), and pastes and drops reduced to the allowed tags (clean-html.ts). Where the browser has
// no document.execCommand the editor still takes text, pastes and links (rich-text-dom.ts).
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { FieldError } from 'shared/forms';
import { htmlText } from './clean-html';
import { exec, insertHtml, marksAt, NO_MARKS, pastedHtml, placeCaretAtEnd, selectionRange, type Marks } from './rich-text-dom';
import { LinkForm, useLinkForm } from './rich-text-link-form';
import { ICONS, RichTextToolbar, type Tool } from './rich-text-toolbar';

export interface RichTextEditorProps {
  /** The visible label, also the text box's accessible name. */
  label: string;
  /** The HTML as typed: read once when the editor mounts, then reported through onChange. */
  initialHtml?: string;
  onChange: (html: string) => void;
  error?: string;
  onErrorClear?: () => void;
  placeholder?: string;
  hint?: ReactNode;
  /** Marks the text box so the form can move focus to it. */
  fieldName: string;
}

export function RichTextEditor({
  label,
  initialHtml = '',
  onChange,
  error,
  onErrorClear,
  placeholder,
  hint,
  fieldName,
}: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const editorRef = useRef<HTMLDivElement>(null);
  const [marks, setMarks] = useState<Marks>(NO_MARKS);
  const [empty, setEmpty] = useState(!htmlText(initialHtml));
  // The editor owns its DOM after the first render; React never writes into it again, so only the first text counts.
  const firstHtml = useRef(initialHtml);

  useEffect(() => {
    if (editorRef.current) editorRef.current.innerHTML = firstHtml.current;
  }, []);

  const clearError = useCallback(() => {
    if (error) onErrorClear?.();
  }, [error, onErrorClear]);

  const changed = useCallback(() => {
    const root = editorRef.current;
    if (!root) return;
    setEmpty(!htmlText(root.innerHTML));
    setMarks(marksAt(root));
    onChange(root.innerHTML);
  }, [onChange]);

  const link = useLinkForm(editorRef, { clearError, changed });

  // The pressed states follow the caret, wherever it moves (keys, clicks, the toolbar).
  useEffect(() => {
    const update = () => {
      if (editorRef.current) setMarks(marksAt(editorRef.current));
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, []);

  const run = (command: string, value?: string) => {
    const root = editorRef.current;
    if (!root) return;
    // execCommand acts only where the caret is; with the caret outside the text, formatting starts at the text's end.
    if (!selectionRange(root)) {
      root.focus();
      placeCaretAtEnd(root);
    }
    exec(command, value);
    clearError();
    changed();
  };

  const toggleBlock = (tag: 'h2' | 'blockquote', on: boolean) => run('formatBlock', on ? '<p>' : `<${tag}>`);

  const paste = (data: Pick<DataTransfer, 'getData'>) => {
    const root = editorRef.current;
    if (!root) return;
    const cleaned = pastedHtml(data);
    if (cleaned) insertHtml(root, cleaned);
    clearError();
    changed();
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    paste(event.clipboardData);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    // Dropped files are not pictures of the topic (those go through the upload); dropped text is cleaned like a paste.
    event.preventDefault();
    paste(event.dataTransfer);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    clearError();
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'b' || key === 'i') {
      event.preventDefault();
      run(key === 'b' ? 'bold' : 'italic');
    } else if (key === 'k') {
      event.preventDefault();
      link.open();
    }
  };

  const tools: Tool[] = [
    { key: 'bold', label: 'Bold', icon: ICONS.bold, pressed: marks.bold, shortcut: 'Control+B', onPress: () => run('bold') },
    { key: 'italic', label: 'Italic', icon: ICONS.italic, pressed: marks.italic, shortcut: 'Control+I', onPress: () => run('italic') },
    { key: 'heading', label: 'Heading', icon: ICONS.heading, pressed: marks.heading, onPress: () => toggleBlock('h2', marks.heading) },
    { key: 'quote', label: 'Quote', icon: ICONS.quote, pressed: marks.quote, onPress: () => toggleBlock('blockquote', marks.quote) },
    { key: 'bulleted', label: 'Bulleted list', icon: ICONS.bulleted, pressed: marks.bulleted, onPress: () => run('insertUnorderedList') },
    { key: 'numbered', label: 'Numbered list', icon: ICONS.numbered, pressed: marks.numbered, onPress: () => run('insertOrderedList') },
    { key: 'link', label: 'Link', icon: ICONS.link, pressed: marks.link, shortcut: 'Control+K', gap: true, onPress: link.open },
    { key: 'undo', label: 'Undo', icon: ICONS.undo, gap: true, onPress: () => run('undo') },
    { key: 'redo', label: 'Redo', icon: ICONS.redo, onPress: () => run('redo') },
  ];

  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`field rte${error ? ' field-invalid' : ''}`}>
      {/* Not a <label>: a contenteditable box is not a labelable element; the click still brings focus. */}
      <span className="field-label" id={labelId} data-required="true" onClick={() => editorRef.current?.focus()}>
        {label}
      </span>
      <div className="rte-frame">
        <RichTextToolbar controls={id} tools={tools} />
        {link.form ? <LinkForm id={`${id}-link`} {...link.form} /> : null}
        <div
          ref={editorRef}
          id={id}
          className="rte-editor"
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-label={label}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-placeholder={placeholder}
          data-placeholder={placeholder}
          data-empty={empty || undefined}
          data-field={fieldName}
          contentEditable
          suppressContentEditableWarning
          spellCheck
          tabIndex={0}
          onFocus={() => {
            clearError();
            // New lines become paragraphs, not <div>s, in every browser.
            exec('defaultParagraphSeparator', 'p');
          }}
          onInput={changed}
          onKeyDown={onKeyDown}
          onPointerDown={clearError}
          onPaste={onPaste}
          onDrop={onDrop}
        />
      </div>
      {hint ? (
        <div className="field-meta">
          <p className="field-hint" id={hintId}>
            {hint}
          </p>
        </div>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
