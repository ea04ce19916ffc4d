// The rich text editor's formatting toolbar: real buttons with names and pressed states, grouped as a WAI-ARIA
// toolbar so keyboard users meet it as one tab stop instead of nine, and move along it with the arrow keys.
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { rovingIndex } from 'shared/ui';

export const ICONS = {
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

export interface Tool {
  key: string;
  label: string;
  /** An SVG path from ICONS. */
  icon: string;
  pressed?: boolean;
  /** In aria-keyshortcuts form (Control+B); the editor handles the keys itself. */
  shortcut?: string;
  /** Starts a new group of tools, set off from the previous one by a divider. */
  gap?: boolean;
  onPress: () => void;
}

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
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

/** The toolbar for the text box whose id is controls. */
export function RichTextToolbar({ controls, tools }: { controls: string; tools: Tool[] }) {
  const toolbarRef = useRef<HTMLDivElement>(null);
  const [activeTool, setActiveTool] = useState(0);

  // Tab reaches the toolbar once; the arrows, Home and End move along it.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = rovingIndex(event.key, activeTool, tools.length);
    if (next === null) return;
    event.preventDefault();
    setActiveTool(next);
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>('.rte-button')[next]?.focus();
  };

  return (
    <div className="rte-toolbar" role="toolbar" aria-label="Formatting" aria-controls={controls} ref={toolbarRef} onKeyDown={onKeyDown}>
      {tools.map((tool, index) => (
        <span key={tool.key} className={`rte-tool${tool.gap ? ' rte-tool-gap' : ''}`} onFocus={() => setActiveTool(index)}>
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
  );
}
