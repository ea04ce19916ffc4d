// The round illustrations above a message: the padlock beside every "log in first" (the user area's and the selling
// pages' panels, the login-required modal) and the tick of a success (the success modals, a saved search).

/** The padlock in its circle, decoration only; `className` is the place's look. */
export function LoginMark({ className }: { className: string }) {
  return (
    <div className={className} aria-hidden="true">
      <svg viewBox="0 0 48 48" width="48" height="48">
        <circle cx="24" cy="24" r="24" fill="#e3f3fa" />
        <path
          d="M24 12a6 6 0 0 1 6 6v3h1.5A2.5 2.5 0 0 1 34 23.5v10a2.5 2.5 0 0 1-2.5 2.5h-15A2.5 2.5 0 0 1 14 33.5v-10a2.5 2.5 0 0 1 2.5-2.5H18v-3a6 6 0 0 1 6-6zm0 3a3 3 0 0 0-3 3v3h6v-3a3 3 0 0 0-3-3z"
          fill="#0b6e99"
        />
      </svg>
    </div>
  );
}

/** The green tick in its circle, decoration only; `className` is the place's look. */
export function SuccessMark({ className }: { className: string }) {
  return (
    <div className={className} aria-hidden="true">
      <svg viewBox="0 0 48 48" width="48" height="48">
        <circle cx="24" cy="24" r="24" fill="#e6f4ec" />
        <path d="m20.5 30.6-6.1-6.1 2.1-2.1 4 4 11-11 2.1 2.1z" fill="#107c41" />
      </svg>
    </div>
  );
}
