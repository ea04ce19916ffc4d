// The submit button of a list form for a visitor without JavaScript (the filters' "Show yachts", the sort's "Apply").
// With a script the form applies itself as it is used, so the button steps aside twice over: the stylesheet hides it
// wherever scripting is on (nothing to flash before hydration), and once hydrated it is hidden outright (for a browser
// that does not know the scripting media feature). The server and the first browser render are the same markup, so
// hydration matches.
import type { ReactNode } from 'react';
import { useHydrated } from 'shared/ui';

export function NoScriptSubmit({ form, className, children }: { form?: string; className: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <button type="submit" form={form} className={`btn no-script-submit ${className}`} hidden={hydrated}>
      {children}
    </button>
  );
}
