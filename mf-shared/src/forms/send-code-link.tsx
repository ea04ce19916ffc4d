// The "Send code" link next to an e-mail or code field (product rules §4 "Send-code link"): it runs the caller's send
// action, then stays disabled for 60 s showing the seconds left ("60S", "59S"…), then offers the original text again.
import { useEffect, useImperativeHandle, useRef, useState, type ButtonHTMLAttributes, type Ref } from 'react';
import { classNames } from './field-shell';
import { SEND_CODE_COOLDOWN_SECONDS, useSendCode, type SendCodeAction } from './use-send-code';
import './forms.css';

export interface SendCodeLinkHandle {
  /** Back to idle at once, showing `text` or the original text (the register flow calls it when sending fails). */
  reset(text?: string): void;
}

export interface SendCodeLinkProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type' | 'children'> {
  onSend: SendCodeAction;
  /** The idle text. */
  text?: string;
  seconds?: number;
  /** How the seconds left are shown; docs/product.md §4: the number followed by S. */
  formatCountdown?: (secondsLeft: number) => string;
  ref?: Ref<SendCodeLinkHandle>;
}

const defaultFormat = (secondsLeft: number) => `${secondsLeft}S`;

export function SendCodeLink({
  onSend,
  text = 'Send code',
  seconds = SEND_CODE_COOLDOWN_SECONDS,
  formatCountdown = defaultFormat,
  disabled,
  className,
  ref,
  ...buttonAttributes
}: SendCodeLinkProps) {
  const { status, secondsLeft, resetText, send, reset } = useSendCode(onSend, seconds);
  useImperativeHandle(ref, () => ({ reset }), [reset]);

  // Screen readers hear the two moments that matter, not sixty ticks: the visible countdown would be read every
  // second if it were the live region itself.
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(status);
  useEffect(() => {
    if (status === 'counting' && previous.current !== 'counting') {
      setAnnouncement(`Code sent. You can ask for another in ${seconds} seconds.`);
    } else if (status === 'idle' && previous.current === 'counting') {
      setAnnouncement('You can ask for a new code now.');
    }
    previous.current = status;
  }, [status, seconds]);

  return (
    <span className="send-code">
      <button
        {...buttonAttributes}
        type="button"
        className={classNames('link-button send-code-link', className)}
        disabled={disabled || status !== 'idle'}
        aria-busy={status === 'sending' || undefined}
        data-status={status}
        onClick={() => void send()}
      >
        {status === 'counting' ? formatCountdown(secondsLeft) : (resetText ?? text)}
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
    </span>
  );
}
