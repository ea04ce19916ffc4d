// The main text's editor: a contenteditable box (role textbox, multi-line) with a formatting toolbar of real
// buttons (WAI-ARIA toolbar: one tab stop, arrow keys between buttons; pressed states follow the caret), Ctrl/Cmd+B
// and I, a small inline form for links (no window.prompt), and paste reduced to the allowed tags (clean-html.ts).
// Formatting uses document.execCommand, which every browser still implements for contenteditable; where it is
// missing the editor still takes text and pastes, and the few commands that must work (links, pastes) fall back to
// editing the selection's range directly.
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
import { MESSAGES } from '@yachts/contracts/validation';
import { cleanHtml, htmlText, isSafeHref, textToHtml } from './clean-html';

type Mark = 'bold' | 'italic' | 'heading' | 'quote' | 'bulleted' | 'numbered' | 'link';
type Marks = Record<Mark, boolean>;
const NO_MARKS: Marks = { bold: false, italic: false, heading: false, quote: false, bulleted: false, numbered: false, link: false };

/** document.execCommand where the browser has it; false when it is missing or refuses. */
function exec(command: string, value?: string): boolean {
  try {
    return typeof document.execCommand === 'function' && document.execCommand(command, false, value);
  } catch {
    return false;
  }
}

function selectionRange(root: HTMLElement | null): Range | null {
  const selection = window.getSelection();
  if (!root || !selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  return root.contains(range.commonAncestorContainer) ? range : null;
}

function placeCaretAtEnd(root: HTMLElement): Range {
  const range = document.createRange();
  range.selectNodeContents(root);
  range.collapse(false);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  return range;
}

/** Inserts HTML at the caret: the browser's own insertHTML (so Undo knows it), else the range by hand. */
function insertHtml(root: HTMLElement, html: string): void {
  if (exec('insertHTML', html)) return;
  const range = selectionRange(root) ?? placeCaretAtEnd(root);
  range.deleteContents();
  const template = document.createElement('template');
  template.innerHTML = html;
  const last = template.content.lastChild;
  range.insertNode(template.content);
  if (last) {
    range.setStartAfter(last);
    range.collapse(true);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  }
}

function closestIn(root: HTMLElement, node: Node | null, selector: string): Element | null {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  const found = element?.closest(selector) ?? null;
  return found && root.contains(found) && found !== root ? found : null;
}

function marksAt(root: HTMLElement): Marks {
  const range = selectionRange(root);
  if (!range) return NO_MARKS;
  const node = range.startContainer;
  const is = (selector: string) => closestIn(root, node, selector) !== null;
  return {
    bold: is('strong, b'),
    italic: is('em, i'),
    heading: is('h2, h3'),
    quote: is('blockquote'),
    bulleted: is('ul'),
    numbered: is('ol'),
    link: is('a'),
  };
}

interface ToolButtonProps {
  label: string;
  /** The one button of the toolbar in the tab order. */
  active: boolean;
  shortcut?: string;
  pressed?: boolean;
  onPress: () => void;
  children: ReactNode;
}

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}

const ICONS = {
  bold: 'M7 4h6a4 4 0 0 1 2.9 6.8A4.5 4.5 0 0 1 14 20H7zm3 3v3.5h3a1.75 1.75 0 0 0 0-3.5zm0 6.5V17h4a1.75 1.75 0 0 0 0-3.5z',
  italic: 'M10 4h9v3h-3.2l-3.4 10H15v3H6v-3h3.2l3.4-10H10z',
  heading: 'M5 4h3v6.5h8V4h3v16h-3v-6.5H8V20H5z',
  quote: 'M6 17h3l2-4V7H5v6h3zm8 0h3l2-4V7h-6v6h3z',
  bulleted: 'M4 6.5a1.5 1.5 0 1 0 0 .01zM8 5.5h12v2H8zm-4 5a1.5 1.5 0 1 0 0 .01zM8 11h12v2H8zm-4 5a1.5 1.5 0 1 0 0 .01zM8 16.5h12v2H8z',
  numbered:
    'M3 5h2v4H4V6H3zm0 7h3v1H4.5L6 14.5V15H3v-1l1.7-1.5H3zm5-6.5h12v2H8zM8 11h12v2H8zm0 5.5h12v2H8zM3 17h3v3H3v-1h2v-.5H4v-.5h1V17.5H3z',
  link: 'M10.6 13.4a1 1 0 0 0 1.4 0l3.6-3.6a3 3 0 0 0-4.2-4.2l-1.2 1.2 1.4 1.4 1.2-1.2a1 1 0 1 1 1.4 1.4l-3.6 3.6a1 1 0 0 0 0 1.4zm2.8-2.8a1 1 0 0 0-1.4 0l-3.6 3.6a3 3 0 0 0 4.2 4.2l1.2-1.2-1.4-1.4-1.2 1.2a1 1 0 1 1-1.4-1.4l3.6-3.6a1 1 0 0 0 0-1.4z',
  undo: 'M12.5 8c-2.6 0-5 1-6.9 2.6L2 7v9h9l-3.6-3.6A8 8 0 0 1 20.1 16l2.4-.8A10.5 10.5 0 0 0 12.5 8z',
  redo: 'M11.5 8c2.6 0 5 1 6.9 2.6L22 7v9h-9l3.6-3.6A8 8 0 0 0 3.9 16l-2.4-.8A10.5 10.5 0 0 1 11.5 8z',
};

function ToolButton({ label, active, shortcut, pressed, onPress, children }: ToolButtonProps) {
  return (
    <button
      type="button"
      className="rte-button"
      aria-label={label}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut}
      title={shortcut ? `${label} (${shortcut.replace('Control', 'Ctrl')})` : label}
      // Keep the selection in the text: a button that took focus on mouse down would format nothing.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
      tabIndex={active ? 0 : -1}
    >
      {children}
    </button>
  );
}

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
  const toolbarRef = useRef<HTMLDivElement>(null);
  const [marks, setMarks] = useState<Marks>(NO_MARKS);
  const [empty, setEmpty] = useState(!htmlText(initialHtml));
  const [linkForm, setLinkForm] = useState<{
    range: Range | null;
    url: string;
    error: string | null;
    existing: HTMLAnchorElement | null;
  } | null>(null);
  const linkInputRef = useRef<HTMLInputElement>(null);
  const [activeTool, setActiveTool] = useState(0);

  useEffect(() => {
    if (editorRef.current) editorRef.current.innerHTML = initialHtml;
    // The editor owns its DOM after the first render; React never writes into it again.
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

  // The pressed states follow the caret, wherever it moves (keys, clicks, the toolbar).
  useEffect(() => {
    const update = () => {
      if (editorRef.current) setMarks(marksAt(editorRef.current));
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, []);

  useEffect(() => {
    if (linkForm) linkInputRef.current?.focus();
  }, [linkForm !== null]);

  const run = (command: string, value?: string) => {
    const root = editorRef.current;
    if (!root) return;
    if (!selectionRange(root)) {
      root.focus();
      placeCaretAtEnd(root);
    }
    exec(command, value);
    clearError();
    changed();
  };

  const toggleBlock = (tag: 'h2' | 'blockquote', on: boolean) => run('formatBlock', on ? '<p>' : `<${tag}>`);

  const openLinkForm = () => {
    const root = editorRef.current;
    if (!root) return;
    const range = selectionRange(root);
    const existing = range ? (closestIn(root, range.startContainer, 'a') as HTMLAnchorElement | null) : null;
    setLinkForm({ range: range?.cloneRange() ?? null, url: existing?.getAttribute('href') ?? 'https://', error: null, existing });
  };

  const closeLinkForm = () => {
    const saved = linkForm?.range;
    setLinkForm(null);
    const root = editorRef.current;
    if (!root) return;
    root.focus();
    if (saved) {
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(saved);
    }
  };

  const applyLink = () => {
    const root = editorRef.current;
    if (!root || !linkForm) return;
    const url = linkForm.url.trim();
    if (!isSafeHref(url) || !/^https?:/i.test(url)) {
      setLinkForm({ ...linkForm, error: MESSAGES.linkUrlInvalid });
      linkInputRef.current?.focus();
      return;
    }
    const { range, existing } = linkForm;
    setLinkForm(null);
    root.focus();
    if (existing && root.contains(existing)) {
      existing.setAttribute('href', url);
    } else {
      const selection = window.getSelection();
      const target = range ?? placeCaretAtEnd(root);
      selection?.removeAllRanges();
      selection?.addRange(target);
      if (target.collapsed) {
        const safe = url.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
        insertHtml(root, `<a href="${safe}">${safe}</a>`);
      } else if (!exec('createLink', url)) {
        const anchor = document.createElement('a');
        anchor.setAttribute('href', url);
        anchor.appendChild(target.extractContents());
        target.insertNode(anchor);
      }
    }
    clearError();
    changed();
  };

  const removeLink = () => {
    const root = editorRef.current;
    const anchor = linkForm?.existing;
    setLinkForm(null);
    if (!root || !anchor || !root.contains(anchor)) return;
    anchor.replaceWith(...Array.from(anchor.childNodes));
    root.focus();
    changed();
  };

  const paste = (html: string, text: string) => {
    const root = editorRef.current;
    if (!root) return;
    const cleaned = html ? cleanHtml(html) : textToHtml(text);
    if (cleaned) insertHtml(root, cleaned);
    clearError();
    changed();
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    paste(event.clipboardData.getData('text/html'), event.clipboardData.getData('text/plain'));
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    // Dropped files are not pictures of the topic (those go through the upload); dropped text is cleaned like a paste.
    event.preventDefault();
    paste(event.dataTransfer.getData('text/html'), event.dataTransfer.getData('text/plain'));
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
      openLinkForm();
    }
  };

  const tools: Array<{ key: string; label: string; icon: string; pressed?: boolean; shortcut?: string; onPress: () => void }> = [
    { key: 'bold', label: 'Bold', icon: ICONS.bold, pressed: marks.bold, shortcut: 'Control+B', onPress: () => run('bold') },
    { key: 'italic', label: 'Italic', icon: ICONS.italic, pressed: marks.italic, shortcut: 'Control+I', onPress: () => run('italic') },
    { key: 'heading', label: 'Heading', icon: ICONS.heading, pressed: marks.heading, onPress: () => toggleBlock('h2', marks.heading) },
    { key: 'quote', label: 'Quote', icon: ICONS.quote, pressed: marks.quote, onPress: () => toggleBlock('blockquote', marks.quote) },
    { key: 'bulleted', label: 'Bulleted list', icon: ICONS.bulleted, pressed: marks.bulleted, onPress: () => run('insertUnorderedList') },
    { key: 'numbered', label: 'Numbered list', icon: ICONS.numbered, pressed: marks.numbered, onPress: () => run('insertOrderedList') },
    { key: 'link', label: 'Link', icon: ICONS.link, pressed: marks.link, shortcut: 'Control+K', onPress: openLinkForm },
    { key: 'undo', label: 'Undo', icon: ICONS.undo, onPress: () => run('undo') },
    { key: 'redo', label: 'Redo', icon: ICONS.redo, onPress: () => run('redo') },
  ];

  // WAI-ARIA toolbar: Tab reaches the toolbar once; the arrows, Home and End move along it.
  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tools.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (activeTool + 1) % tools.length
        : event.key === 'ArrowLeft'
          ? (activeTool + last) % tools.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setActiveTool(next);
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>('.rte-button')[next]?.focus();
  };

  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`field rte${error ? ' field-invalid' : ''}`}>
      {/* Not a <label>: a contenteditable box is not a labelable element; the click still brings focus. */}
      <span className="field-label" id={labelId} data-required="true" onClick={() => editorRef.current?.focus()}>
        {label}
      </span>
      <div className="rte-frame">
        <div
          className="rte-toolbar"
          role="toolbar"
          aria-label="Formatting"
          aria-controls={id}
          ref={toolbarRef}
          onKeyDown={onToolbarKeyDown}
        >
          {tools.map((tool, index) => (
            <span
              key={tool.key}
              className={`rte-tool${index === 6 || index === 7 ? ' rte-tool-gap' : ''}`}
              onFocus={() => setActiveTool(index)}
            >
              <ToolButton
                label={tool.label}
                active={index === activeTool}
                pressed={tool.pressed}
                shortcut={tool.shortcut}
                onPress={tool.onPress}
              >
                <Icon d={tool.icon} />
              </ToolButton>
            </span>
          ))}
        </div>
        {linkForm ? (
          <div className="rte-link-form" role="group" aria-label={linkForm.existing ? 'Edit link' : 'Add a link to the text'}>
            <label className="field-label" htmlFor={`${id}-link`}>
              Link address
            </label>
            <div className="rte-link-row">
              <input
                ref={linkInputRef}
                id={`${id}-link`}
                className="field-input"
                type="url"
                inputMode="url"
                value={linkForm.url}
                aria-invalid={linkForm.error ? true : undefined}
                aria-describedby={linkForm.error ? `${id}-link-error` : undefined}
                onChange={(event) => setLinkForm({ ...linkForm, url: event.currentTarget.value, error: null })}
                onKeyDown={(event) => {
                  // Enter applies the link here; it must not submit the topic form around the editor.
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    applyLink();
                  } else if (event.key === 'Escape') {
                    event.preventDefault();
                    event.stopPropagation();
                    closeLinkForm();
                  }
                }}
              />
              <button type="button" className="btn btn-primary" onClick={applyLink}>
                {linkForm.existing ? 'Update link' : 'Add link'}
              </button>
              {linkForm.existing ? (
                <button type="button" className="btn btn-secondary" onClick={removeLink}>
                  Remove link
                </button>
              ) : null}
              <button type="button" className="btn btn-secondary" onClick={closeLinkForm}>
                Cancel
              </button>
            </div>
            {linkForm.error ? (
              <p className="field-error" id={`${id}-link-error`}>
                <span className="field-error-icon" aria-hidden="true" />
                {linkForm.error}
              </p>
            ) : null}
          </div>
        ) : null}
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
      {error ? (
        <p className="field-error" id={errorId}>
          <span className="field-error-icon" aria-hidden="true" />
          {error}
        </p>
      ) : null}
    </div>
  );
}
