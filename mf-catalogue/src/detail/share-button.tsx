// "Share" on a yacht page: the phone's share sheet where the browser has one (the Web Share API), otherwise the
// page's address copied, with a toast that says so.
import { showToast } from 'shared/ui';

export const SHARE_MESSAGES = {
  copied: 'Link copied. Paste it wherever you like.',
  notCopied: (url: string) => `Copy this address to share it: ${url}`,
} as const;

export function ShareButton({ title, path }: { title: string; path: string }) {
  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch {
        // Closed without sharing: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast(SHARE_MESSAGES.copied);
    } catch {
      showToast(SHARE_MESSAGES.notCopied(url));
    }
  };
  return (
    <button type="button" className="btn btn-secondary share-button" onClick={() => void share()}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1z"
          fill="currentColor"
        />
      </svg>
      Share<span className="visually-hidden"> this yacht</span>
    </button>
  );
}
