// The community home's topic lists as tabs (WAI-ARIA tabs pattern): one tab stop, the arrow keys, Home and End move
// between tabs and show each at once; the chosen tab lives in the address (community-address.ts).
import { useRef, type KeyboardEvent } from 'react';
import { rovingIndex } from 'shared/ui';
import { HOME_TABS, HOME_TAB_LABELS, type HomeTab } from './community-address';

export const tabId = (tab: HomeTab) => `community-tab-${tab}`;
export const panelId = (tab: HomeTab) => `community-panel-${tab}`;

export function HomeTabs({ tab, onChange }: { tab: HomeTab; onChange: (tab: HomeTab) => void }) {
  const refs = useRef<Partial<Record<HomeTab, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = rovingIndex(event.key, HOME_TABS.indexOf(tab), HOME_TABS.length);
    if (next === null) return;
    event.preventDefault();
    const chosen = HOME_TABS[next]!;
    onChange(chosen);
    refs.current[chosen]?.focus();
  };
  return (
    <div className="community-tabs" role="tablist" aria-label="Topic lists" onKeyDown={move}>
      {HOME_TABS.map((value) => (
        <button
          key={value}
          ref={(node) => {
            refs.current[value] = node;
          }}
          id={tabId(value)}
          type="button"
          role="tab"
          aria-selected={tab === value}
          // Only the shown panel exists; pointing at one that is not in the page is an error for checkers.
          aria-controls={tab === value ? panelId(value) : undefined}
          tabIndex={tab === value ? 0 : -1}
          onClick={() => tab !== value && onChange(value)}
        >
          {HOME_TAB_LABELS[value]}
        </button>
      ))}
    </div>
  );
}
