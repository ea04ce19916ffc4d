// A seller's page of one of their own things (an application, a listing) named by the id in the address: a not-found
// panel for an id that cannot be one, a login panel for a visitor, else the thing loaded by `children`.
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { sessionStore } from 'shared/session';
import { usePageTitle } from 'shared/ui';
import { SellIntro } from './sell-layout';
import { LoginPanel } from './sell-panels';

interface SellItemPageProps {
  /** The page's title until the thing is loaded. */
  title: string;
  loginTitle: string;
  notFound: ReactNode;
  children: (id: number) => ReactNode;
}

export const SellItemPage = observer(function SellItemPage({ title, loginTitle, notFound, children }: SellItemPageProps) {
  const { id: raw } = useParams();
  const id = Number(raw);
  usePageTitle(title);
  if (!Number.isInteger(id) || id < 1) return notFound;
  if (!sessionStore.isLoggedIn) {
    return (
      <div className="sell-page">
        <SellIntro title={title} />
        <LoginPanel title={loginTitle} />
      </div>
    );
  }
  return <div className="sell-page">{children(id)}</div>;
});
