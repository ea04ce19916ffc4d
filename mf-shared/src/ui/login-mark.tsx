// The padlock drawn beside every "log in first" message: the user area's and the selling pages' panels and the
// login-required modal.

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
