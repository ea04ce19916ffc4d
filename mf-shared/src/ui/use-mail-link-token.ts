// A page a mail links to (…?token=…): the signed token in its address is the key to what it does, so the page is
// named and kept out of search engines (noindex), and gives the token to its call.
import { useSearchParams } from 'react-router-dom';
import { usePageMeta, usePageTitle } from './use-page-title';

export function useMailLinkToken(title: string): string {
  const [params] = useSearchParams();
  usePageTitle(title);
  usePageMeta({ noindex: true });
  return params.get('token')?.trim() ?? '';
}
