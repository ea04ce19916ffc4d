// Why a form's sending failed, when the reason belongs to no one field: read out at once (an alert).
/** The failure's text under the form, or nothing; `className` adds the form's own look to `form-failure`. */
export function FormFailure({ message, className }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p className={className ? `form-failure ${className}` : 'form-failure'} role="alert">
      {message}
    </p>
  );
}
