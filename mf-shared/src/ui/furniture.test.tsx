import { act, fireEvent, render, screen } from '@testing-library/react';
import { Avatar, BackToTop, DEFAULT_AVATAR_URL, DEFAULT_PICTURE_URL, FallbackImage, LoadingOverlay, ToastViewport } from './furniture';
import { showToast, toastStore, TOAST_DURATION_MS } from './toast-store';
import { loadingStore } from './loading-store';
import { truncate } from './text';

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a toast for 1500 ms by default', () => {
    render(<ToastViewport />);
    act(() => void showToast('Please enter keywords'));
    expect(screen.getByRole('status')).toHaveTextContent('Please enter keywords');
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText('Please enter keywords')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Please enter keywords')).not.toBeInTheDocument();
    expect(TOAST_DURATION_MS).toBe(1500);
  });

  it('keeps a toast for the duration asked for, and a new toast replaces the old one', () => {
    render(<ToastViewport />);
    act(() => void showToast('First\nSecond', { durationMs: 3000 }));
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByTestId('toast')).toHaveTextContent('First Second');
    act(() => void showToast('Newer'));
    expect(toastStore.toasts.map((t) => t.text)).toEqual(['Newer']);
  });
});

describe('loading overlay', () => {
  it('shows while anyone holds it, in the mode asked for', () => {
    render(<LoadingOverlay />);
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
    let releaseA = () => {};
    let releaseB = () => {};
    act(() => {
      releaseA = loadingStore.show('opaque');
      releaseB = loadingStore.show('scrollable', 'Uploading');
    });
    expect(screen.getByTestId('loading-overlay')).toHaveClass('loading-scrollable');
    expect(screen.getByTestId('loading-overlay')).toHaveTextContent('Uploading');
    act(() => {
      releaseA();
      releaseA();
    });
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    act(() => releaseB());
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });

  it.each(['opaque', 'scrollable', 'centred'] as const)('renders the %s mode', (mode) => {
    render(<LoadingOverlay />);
    let release = () => {};
    act(() => void (release = loadingStore.show(mode)));
    expect(screen.getByTestId('loading-overlay')).toHaveClass(`loading-${mode}`);
    act(() => release());
  });
});

describe('back to top', () => {
  function scrollTo(y: number) {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  }

  it('appears only after scrolling more than 600 px and scrolls to the top', () => {
    const scrolled = jest.fn();
    window.scrollTo = scrolled;
    render(<BackToTop />);
    act(() => scrollTo(600));
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    act(() => scrollTo(601));
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    act(() => scrollTo(10));
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  });
});

describe('image fallbacks', () => {
  it('shows the default picture when a picture fails, and when there is none', () => {
    render(<FallbackImage src="/uploads/missing.jpg" alt="Sunseeker 65" />);
    const img = screen.getByAltText('Sunseeker 65');
    expect(img).toHaveAttribute('src', '/uploads/missing.jpg');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', DEFAULT_PICTURE_URL);
    render(<FallbackImage src={null} alt="No photo" />);
    expect(screen.getByAltText('No photo')).toHaveAttribute('src', DEFAULT_PICTURE_URL);
  });

  it('shows the default profile image when a profile photo fails', () => {
    render(<Avatar src="/uploads/gone.jpg" alt="Captain Ahab" />);
    fireEvent.error(screen.getByAltText('Captain Ahab'));
    expect(screen.getByAltText('Captain Ahab')).toHaveAttribute('src', DEFAULT_AVATAR_URL);
  });
});

describe('text truncation', () => {
  it("cuts to the length with '...' and leaves short text alone", () => {
    expect(truncate('Azimut Grande 27 Metri', 10)).toBe('Azimut...');
    expect(truncate('Short', 10)).toBe('Short');
    expect(truncate('exactly10!', 10)).toBe('exactly10!');
    expect(truncate('⛵⛵⛵⛵⛵⛵', 5)).toBe('⛵⛵...');
  });
});
