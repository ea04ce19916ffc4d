// /sell/listings/withdraw?token=…: where the "withdraw" link of a listing's mail lands (decision 029). No login: the
// signed, expiring token is the key. Opening the page withdraws nothing, since mail scanners open links too: it asks
// the api which yacht the link is about (a GET that changes nothing) and asks the seller; only the "Withdraw listing"
// button posts the token. What happened, and a bad, expired or used-up link, are said in the api's words. Not for
// search engines (the gateway sends noindex for /sell/ pages).
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { LISTING_LINK_MESSAGES, type ListingLinkPreview, type ListingLinkResult } from '@yachts/contracts/catalogue';
import { paths } from '@yachts/contracts/paths';
import { CallError, errorMessage } from 'shared/api';
import { BusyButton, ErrorState, useAsync, useMailLinkToken } from 'shared/ui';
import { previewListingLink, withdrawListingByLink } from '../api/listing-link';
import { SellIntro } from '../sell-layout';
import { LinkCard, LinkOutcome } from './link-card';
import { LinkWaysOn } from './link-ways-on';

export const WITHDRAW_LINK_TITLES = {
  loading: 'Withdraw listing',
  broken: 'We couldn’t open this link',
  gone: 'Already withdrawn',
  done: 'Listing withdrawn',
  failed: 'We couldn’t withdraw this listing',
  ask: (name: string) => `Withdraw ${name} from the market?`,
} as const;

type Step =
  | { status: 'asking' }
  | { status: 'sending' }
  | { status: 'done'; result: ListingLinkResult }
  /** final: the api refused the link itself (invalid, expired, withdrawn already); asking again would not help. */
  | { status: 'failed'; message: string; final: boolean };

/** The api's refusal of a link (400 invalid or expired, 409 gone), as opposed to a call that did not get through. */
function refusesLink(error: unknown): boolean {
  return error instanceof CallError && error.status !== null && error.status >= 400 && error.status < 500;
}

function LinkProblem({ title, message }: { title: string; message: string }) {
  return (
    <LinkCard title={title}>
      <p className="sell-link-error" role="alert">
        {message}
      </p>
      <LinkWaysOn />
    </LinkCard>
  );
}

function WithdrawQuestion({ token, preview }: { token: string; preview: ListingLinkPreview }) {
  const [step, setStep] = useState<Step>({ status: 'asking' });
  const sending = useRef(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const settled = step.status === 'done' || (step.status === 'failed' && step.final);

  // The buttons go once it is settled: the focus goes to what the page now says.
  useEffect(() => {
    if (settled) cardRef.current?.focus();
  }, [settled]);

  const withdraw = () => {
    if (sending.current) return;
    sending.current = true;
    setStep({ status: 'sending' });
    withdrawListingByLink(token)
      .then(
        (result) => setStep({ status: 'done', result }),
        (error: unknown) => setStep({ status: 'failed', message: errorMessage(error), final: refusesLink(error) }),
      )
      .finally(() => {
        sending.current = false;
      });
  };

  const title =
    step.status === 'done' ? WITHDRAW_LINK_TITLES.done : settled ? WITHDRAW_LINK_TITLES.failed : WITHDRAW_LINK_TITLES.ask(preview.name);
  return (
    <LinkCard title={title} busy={step.status === 'sending'} cardRef={cardRef}>
      <LinkOutcome step={step} sendingText="Withdrawing the listing…" />
      {settled ? (
        <LinkWaysOn />
      ) : (
        <>
          <p>
            Buyers will no longer see it: it leaves the lists, search and its page, and its application is withdrawn with it. This cannot be
            undone from here.
          </p>
          {preview.status === 'unconfirmed' ? (
            <p className="sell-note">It is off the market already because it was not confirmed; withdrawing it ends the listing.</p>
          ) : null}
          <p>
            If it is still for sale, keep it: the “still for sale” link in the same e-mail, or the button in your listings, tells us so.
          </p>
          <div className="button-row">
            <BusyButton className="btn btn-danger" onClick={withdraw} busy={step.status === 'sending'} busyLabel="Withdrawing…">
              Withdraw listing
            </BusyButton>
            <Link className="btn btn-secondary" to={paths.myListings()}>
              Keep it listed
            </Link>
          </div>
        </>
      )}
    </LinkCard>
  );
}

function WithdrawByLink({ token }: { token: string }) {
  const [preview, reload] = useAsync((signal) => previewListingLink(token, signal), `listing-link:${token}`);
  if (preview.status === 'loading') {
    return (
      <LinkCard title={WITHDRAW_LINK_TITLES.loading} busy>
        <p className="sell-link-message" role="status">
          Looking up the listing this link is for…
        </p>
      </LinkCard>
    );
  }
  if (preview.status === 'error') {
    const { error } = preview;
    return refusesLink(error) ? (
      <LinkProblem title={WITHDRAW_LINK_TITLES.broken} message={errorMessage(error)} />
    ) : (
      <>
        <SellIntro title={WITHDRAW_LINK_TITLES.loading} />
        <ErrorState title={WITHDRAW_LINK_TITLES.broken} message={errorMessage(error)} onRetry={reload} />
      </>
    );
  }
  const link = preview.data;
  // A "still for sale" link pasted here is not a withdraw link: the api would refuse it as well.
  if (link.action !== 'withdraw') return <LinkProblem title={WITHDRAW_LINK_TITLES.broken} message={LISTING_LINK_MESSAGES.invalid} />;
  if (link.status === 'withdrawn') {
    return (
      <LinkCard title={WITHDRAW_LINK_TITLES.gone}>
        <p className="sell-link-message">{link.name} was withdrawn from the market already. There is nothing more to do here.</p>
        <LinkWaysOn />
      </LinkCard>
    );
  }
  return <WithdrawQuestion token={token} preview={link} />;
}

export function WithdrawLinkPage() {
  const token = useMailLinkToken('Withdraw listing');
  return (
    <div className="sell-page">
      {token ? (
        <WithdrawByLink key={token} token={token} />
      ) : (
        <LinkProblem title={WITHDRAW_LINK_TITLES.broken} message={LISTING_LINK_MESSAGES.invalid} />
      )}
    </div>
  );
}
