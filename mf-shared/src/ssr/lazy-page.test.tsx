import { fireEvent, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ConsentStore } from '../consent/consent-store';
import { SessionStore } from '../session/session-store';
import { lazyPage, lazyPart, PAGE_RETRY_AFTER_MS } from './lazy-page';
import { PageData } from './page-data';
import type { RequestScope } from './request-scope';

function Greeting({ name }: { name: string }) {
  return <p>Ahoy, {name}</p>;
}

/** Shows "Failed" with a button that draws the children again, as an area's boundary does. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <button type="button" onClick={() => this.setState({ failed: false })}>
        Try again
      </button>
    ) : (
      this.props.children
    );
  }
}

/** Makes the test a server render: a request scope whose head already names `modules`; answers the scope. */
function renderingOnServer(modules: string[]): RequestScope {
  const scope: RequestScope = {
    origin: 'https://yachts.example.com',
    session: new SessionStore(undefined),
    consent: new ConsentStore(undefined),
    data: new PageData(),
    head: { modules },
    api: () => Promise.reject(new Error('no api in this test')),
  };
  globalThis.__YACHT_REQUEST_SCOPE__ = () => scope;
  return scope;
}

describe('lazyPage', () => {
  afterEach(() => {
    globalThis.__YACHT_REQUEST_SCOPE__ = undefined;
    jest.restoreAllMocks();
  });

  it('loads the page’s module when it is first drawn and passes its props on', async () => {
    let loads = 0;
    const Page = lazyPage(
      'catalogue/page-greeting',
      () => {
        loads += 1;
        return Promise.resolve({ Greeting, Other: () => null });
      },
      'Greeting',
    );
    expect(loads).toBe(0);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page name="Ann" />
        <Page name="Bob" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Ahoy, Ann')).toBeInTheDocument();
    expect(screen.getByText('Ahoy, Bob')).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('names its module in the head of the page being rendered on the server, once', async () => {
    const scope = renderingOnServer(['catalogue/routes']);
    const Page = lazyPage('catalogue/page-greeting', () => Promise.resolve({ Greeting }), 'Greeting');
    render(
      <Suspense fallback={null}>
        <Page name="Ann" />
        <Page name="Bob" />
      </Suspense>,
    );
    expect(await screen.findByText('Ahoy, Bob')).toBeInTheDocument();
    expect(scope.head.modules).toEqual(['catalogue/routes', 'catalogue/page-greeting']);
  });

  it('draws a part when it is first drawn, without naming it in the head: the page’s scripts do not bring it', async () => {
    const scope = renderingOnServer(['community/routes', 'community/page-topic']);
    const Part = lazyPart(() => Promise.resolve({ Greeting }), 'Greeting');
    render(
      <Suspense fallback={null}>
        <Part name="Ann" />
      </Suspense>,
    );
    expect(await screen.findByText('Ahoy, Ann')).toBeInTheDocument();
    expect(scope.head.modules).toEqual(['community/routes', 'community/page-topic']);
  });

  it('leaves a part out of the server’s drawing: a control without its code would lose a press', () => {
    let loads = 0;
    const Part = lazyPart(() => {
      loads += 1;
      return Promise.resolve({ Greeting });
    }, 'Greeting');
    const html = renderToString(
      <Suspense fallback={<p>Loading…</p>}>
        <p>Topic</p>
        <Part name="Ann" />
      </Suspense>,
    );
    expect(html).toBe('<!--$--><p>Topic</p><!--/$-->');
    expect(loads).toBe(0);
  });

  it('keeps a failed load for a moment, then the next drawing (the area’s “try again”) fetches the page again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    let loads = 0;
    const Page = lazyPage(
      'catalogue/page-greeting',
      () => {
        loads += 1;
        // The first load fails as a chunk that did not arrive: a rejection.
        return loads === 1 ? Promise.reject(new Error('Loading chunk page-greeting failed.')) : Promise.resolve({ Greeting });
      },
      'Greeting',
    );
    render(
      <Boundary>
        <Suspense fallback={<p>Loading…</p>}>
          <Page name="Ann" />
        </Suspense>
      </Boundary>,
    );
    // React draws a failed part again at once: that drawing does not fetch again.
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(loads).toBe(1);
    now += PAGE_RETRY_AFTER_MS;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ahoy, Ann')).toBeInTheDocument();
    expect(loads).toBe(2);
  });
});
