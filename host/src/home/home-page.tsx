// The home page is composed of widgets from several areas; each loads on its own, so one area being
// down leaves the others (and the page) working.
import { Link } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import { HeaderSearch } from 'shared/site';
import { SkeletonCards, usePageMeta } from 'shared/ui';
import { RemoteComponent } from '../federation/remote-component';

// Constants, so that a render of the page before the widgets hydrate passes them the same props (decision 023).
const YACHTS_LOADING = <SkeletonCards count={3} label="Loading yachts" />;
const COMMUNITY_LOADING = <SkeletonCards count={3} label="Loading the community" />;

export function HomePage() {
  usePageMeta({
    description: 'New and used yachts for sale from builders, brokers and owners, and a community of sailors and motor-boaters.',
    canonicalPath: '/',
  });
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <p className="hero-kicker">
            {/* Units keep their case in the capitals of a kicker: "10 m", not "10 M" (megametres). */}
            New builds and brokerage, from <span className="keep-case">10 m</span> day boats to <span className="keep-case">50 m</span>{' '}
            superyachts
          </p>
          <h1 id="hero-title">Find the yacht you’ll keep for years</h1>
          <p className="hero-lead">
            Compare new models from the builders, browse used yachts from owners and brokers, and ask people who sail them.
          </p>
          <div className="hero-search">
            <HeaderSearch variant="hero" />
          </div>
          <div className="hero-actions">
            <Link className="btn btn-primary btn-on-dark" to={paths.newYachts()}>
              Browse new yachts
            </Link>
            <Link className="btn btn-ghost" to={paths.usedYachts()}>
              See used yachts
            </Link>
          </div>
        </div>
      </section>
      <div className="container home-sections">
        <section aria-labelledby="featured-title" className="home-section">
          <div className="section-head">
            <h2 id="featured-title">Latest new yachts</h2>
            <Link to={paths.newYachts()}>See all new yachts</Link>
          </div>
          <RemoteComponent remote="catalogue" module="home-widget" fallback={YACHTS_LOADING} hydrate="near-screen" />
        </section>
        <section aria-labelledby="community-title" className="home-section">
          <div className="section-head">
            <h2 id="community-title">From the community</h2>
            <Link to={paths.community()}>Visit the community</Link>
          </div>
          <RemoteComponent remote="community" module="home-widget" fallback={COMMUNITY_LOADING} hydrate="near-screen" />
        </section>
      </div>
    </>
  );
}
