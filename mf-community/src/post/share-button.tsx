// Share: copies the post's address. The Clipboard API needs a secure context and permission; where it is missing
// or refused, a hidden textarea and execCommand('copy') still work in older browsers; failing both, the toast shows
// the address so it can be copied by hand.
import { showToast } from 'shared/ui';
import './post.css';

export const LINK_COPIED = 'Link copied to the clipboard.';
export const COPY_BY_HAND = (url: string) => `Copy this link to share it: ${url}`;

function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  area.select();
  let copied: boolean;
  try {
    copied = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  active?.focus();
  return copied;
}

export async function copyLink(url: string): Promise<void> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(url);
      showToast(LINK_COPIED, { tone: 'success' });
      return;
    }
  } catch {
    // Refused (no permission, not a secure context): try the older way below.
  }
  if (copyWithSelection(url)) showToast(LINK_COPIED, { tone: 'success' });
  else showToast(COPY_BY_HAND(url), { durationMs: 6000 });
}

export function ShareButton({ path }: { path: string }) {
  return (
    <button type="button" className="post-action" onClick={() => void copyLink(new URL(path, window.location.origin).href)}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M18 16.1c-.8 0-1.4.3-2 .8l-7.1-4.2c.1-.2.1-.5.1-.7s0-.5-.1-.7L16 7.2c.5.5 1.2.8 2 .8 1.7 0 3-1.3 3-3s-1.3-3-3-3-3 1.3-3 3c0 .2 0 .5.1.7L8 9.8C7.5 9.3 6.8 9 6 9c-1.7 0-3 1.3-3 3s1.3 3 3 3c.8 0 1.5-.3 2-.8l7.1 4.2c-.1.2-.1.4-.1.6 0 1.6 1.3 2.9 2.9 2.9s2.9-1.3 2.9-2.9-1.2-2.9-2.8-2.9z"
          fill="currentColor"
        />
      </svg>
      <span>Share</span>
    </button>
  );
}
