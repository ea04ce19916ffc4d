// Page furniture every page has (product rules §2, §8, §9): toasts, the loading overlay, back-to-top, pictures that
// fall back when they fail. Sanitised rich text is shared/rich-text. Each is bound to its one store in the page.
import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { useStateFrom } from './use-state-from';
import { observer } from 'mobx-react-lite';
import { toastStore } from './toast-store';
import { loadingStore } from './loading-store';
import './furniture.css';
import defaultPicture from './assets/default-picture.svg';
import defaultAvatar from './assets/default-avatar.svg';

export const DEFAULT_PICTURE_URL = defaultPicture;
export const DEFAULT_AVATAR_URL = defaultAvatar;

export const ToastViewport = observer(function ToastViewport() {
  return (
    <div className="toast-viewport" role="status" aria-live="polite" aria-atomic="true">
      {toastStore.toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.tone}`} data-testid="toast">
          {toast.text}
        </div>
      ))}
    </div>
  );
});

export const LoadingOverlay = observer(function LoadingOverlay() {
  if (!loadingStore.visible) return null;
  return (
    <div className={`loading-overlay loading-${loadingStore.mode}`} role="status" aria-live="assertive" data-testid="loading-overlay">
      <div className="loading-box">
        <span className="spinner" aria-hidden="true" />
        <span className="loading-label">{loadingStore.label}…</span>
      </div>
    </div>
  );
});

/** docs/product.md §2: the control appears once the page has scrolled more than 600 px. */
export const BACK_TO_TOP_THRESHOLD_PX = 600;

export function BackToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      aria-label="Back to top"
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" width="22" height="22">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
    </button>
  );
}

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'onError' | 'src' | 'alt'> & { src?: string | null; alt: string };

function useFallback(src: string | null | undefined, fallback: string): [string, () => void] {
  const [failed, setFailed] = useStateFrom(false, src);
  return [!src || failed ? fallback : src, () => setFailed(true)];
}

/** Product rules §2: a picture that fails to load shows the default picture instead. */
export function FallbackImage({ src, alt, loading = 'lazy', decoding = 'async', ...rest }: ImageProps) {
  const [shown, fail] = useFallback(src, DEFAULT_PICTURE_URL);
  return (
    <img {...rest} src={shown} alt={alt} loading={loading} decoding={decoding} onError={shown === DEFAULT_PICTURE_URL ? undefined : fail} />
  );
}

/** Product rules §2: a profile photo that fails to load shows the default profile image. */
export function Avatar({ src, alt, size = 40, className, ...rest }: ImageProps & { size?: number }) {
  const [shown, fail] = useFallback(src, DEFAULT_AVATAR_URL);
  return (
    <img
      {...rest}
      className={`avatar${className ? ` ${className}` : ''}`}
      src={shown}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      onError={shown === DEFAULT_AVATAR_URL ? undefined : fail}
    />
  );
}
