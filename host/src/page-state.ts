// The state a server-rendered page arrived with (a JSON block the gateway writes; not executable, so the site's
// script policy holds), or null when the page came as a bare shell.
import { PAGE_STATE_ID, type PageState } from '@yachts/contracts/site';

export function readPageState(doc: Document = document): PageState | null {
  const element = doc.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch {
    return null;
  }
}
