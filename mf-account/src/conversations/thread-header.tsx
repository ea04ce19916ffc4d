// The head of a conversation: the yacht it is about (photo, title linking to its page, or "No longer listed"), and the
// other side: for the buyer, the seller (a dealer's page and trader check, or a private seller, and how quickly they
// usually answer); for the seller, the buyer with their e-mail address and phone once the buyer chose to share them.
import type { ReactNode } from 'react';
import type { ConversationThread } from '@yachts/contracts/wire/conversations';
import { FallbackImage, SiteLink } from 'shared/ui';

function YachtLine({ yacht }: { yacht: ConversationThread['yacht'] }) {
  return (
    <div className="conversation-yacht">
      <FallbackImage className="conversation-yacht-photo" src={yacht.photoUrl} alt="" width={120} height={90} />
      <div>
        <p className="overline">{yacht.kind === 'idle' ? 'Used yacht' : 'New yacht'}</p>
        <h2 className="conversation-yacht-title">{yacht.listed ? <SiteLink to={yacht.url}>{yacht.title}</SiteLink> : yacht.title}</h2>
        {yacht.listed ? null : <p className="status-badge conversation-status-closed">No longer listed</p>}
      </div>
    </div>
  );
}

function SellerKind({ seller }: { seller: ConversationThread['seller'] }) {
  if (seller.verified) {
    return (
      <span className="status-badge status-ok">
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="m5 12 4.5 4.5L19 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        Verified dealer
      </span>
    );
  }
  return <span className="status-badge conversation-status-closed">{seller.dealerUrl ? 'Dealer' : 'Private seller'}</span>;
}

function SellerPart({ thread }: { thread: ConversationThread }) {
  const { seller } = thread;
  return (
    <Side title="Seller">
      <p className="conversation-party-name">
        {seller.dealerUrl ? <SiteLink to={seller.dealerUrl}>{seller.name}</SiteLink> : seller.name} <SellerKind seller={seller} />
      </p>
      {seller.responseTime ? <p className="conversation-party-note">{`${seller.name} ${seller.responseTime}.`}</p> : null}
      <p className="conversation-party-note">
        {thread.contactShared
          ? 'The seller can see your e-mail address and phone number.'
          : 'The seller sees your name only; your e-mail address and phone stay private.'}
      </p>
    </Side>
  );
}

function BuyerPart({ buyer, shared }: { buyer: ConversationThread['buyer']; shared: boolean }) {
  const hasContact = shared && (buyer.email !== null || buyer.phone !== null);
  return (
    <Side title="Buyer">
      <p className="conversation-party-name">{buyer.name}</p>
      {hasContact ? (
        <dl className="conversation-contact">
          {buyer.email ? (
            <div>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${buyer.email}`}>{buyer.email}</a>
              </dd>
            </div>
          ) : null}
          {buyer.phone ? (
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${buyer.phone.replace(/[^\d+]/g, '')}`}>{buyer.phone}</a>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p className="conversation-party-note">
          The buyer has not shared their e-mail address or phone. Answer here: they are told of your reply.
        </p>
      )}
    </Side>
  );
}

function Side({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="conversation-party">
      <p className="overline">{title}</p>
      {children}
    </div>
  );
}

export function ThreadHeader({ thread, children }: { thread: ConversationThread; children?: ReactNode }) {
  return (
    <section className="card account-card conversation-head" aria-label="About this conversation">
      <div className="card-body">
        <YachtLine yacht={thread.yacht} />
        {thread.side === 'buyer' ? <SellerPart thread={thread} /> : <BuyerPart buyer={thread.buyer} shared={thread.contactShared} />}
        {children}
      </div>
    </section>
  );
}
