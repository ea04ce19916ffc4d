// The head of a catalogue list (catalogue-list-page.tsx): its title and lead, the page's title and description, and
// the m/ft switch where the header folds its own into the menu. A list of one dealer's yachts (decision 028) says
// whose they are and leads to the dealer's page; the others lead to the directory.
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import type { CatalogueKind, CatalogueQuery, YachtListPage } from '@yachts/contracts/catalogue';
import { LengthUnitToggle, PageIntro, usePageMeta, usePageTitle } from 'shared/ui';
import { KINDS } from '../common/kinds';

const LEADS: Record<CatalogueKind, string> = {
  new: 'Current models from the builders, with base prices from the yard.',
  idle: 'Pre-owned yachts from owners and brokers, with their condition, hours and price history.',
};

export function ListIntro({ kind, query, dealer }: { kind: CatalogueKind; query: CatalogueQuery; dealer: YachtListPage['dealer'] | null }) {
  const info = KINDS[kind];
  usePageTitle(
    query.q ? `“${query.q}” in ${info.plural.toLowerCase()}` : dealer ? `${info.plural} for sale from ${dealer.name}` : info.title,
  );
  const { pathname, search } = useLocation();
  usePageMeta({
    description: dealer ? `${info.plural} for sale from ${dealer.name}. ${LEADS[kind]}` : LEADS[kind],
    canonicalPath: `${pathname}${search}`,
  });
  return (
    <PageIntro
      title={dealer ? `${info.plural} for sale from ${dealer.name}` : info.title}
      lead={
        dealer ? (
          <>
            Every {info.noun} {dealer.name} has listed with us. <Link to={dealer.url}>See {dealer.name}’s page</Link> for who they are and
            how to reach them.
          </>
        ) : (
          <>
            {LEADS[kind]} Buying from a professional? Meet our <Link to={paths.dealers()}>dealers and brokers</Link>.
          </>
        )
      }
      aside={
        // One m/ft switch on screen: the header's on wide screens, this one where the header folds it into its menu.
        <div className="page-unit-toggle">
          <LengthUnitToggle />
        </div>
      }
    />
  );
}
