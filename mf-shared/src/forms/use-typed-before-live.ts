// What a visitor typed into a server-drawn field before the page was live is kept (decision 034). Hydration keeps
// the server's input element and the text in it, but the form's state starts from the value it was drawn with, so
// the visible words were not the ones sent (the footer form said 'Please enter e-mail address.' under a typed
// address). When the field is first drawn in the browser, text the element holds that the state lacks is taken in.
import { useEffect, useRef } from 'react';

export function useTypedBeforeLive<T extends HTMLInputElement | HTMLTextAreaElement>(
  value: string,
  onValueChange: (value: string) => void,
): { current: T | null } {
  const ref = useRef<T | null>(null);
  const first = useRef({ value, onValueChange });
  useEffect(() => {
    const typed = ref.current?.value;
    // Only what the state does not have yet: a field drawn with a value keeps it unless the visitor changed it.
    if (typed !== undefined && typed !== first.current.value) first.current.onValueChange(typed);
  }, []);
  return ref;
}
