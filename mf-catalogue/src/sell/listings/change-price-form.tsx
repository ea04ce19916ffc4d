// "Change the asking price" on a seller's listing (SELL_CALLS.changePrice, decision 027): a whole number in the
// listing's currency, checked against the sell form's limits and the price it has now, then sent. The new price is
// said in a status line (and shown by the page); the api's refusals in its own words under the field. A lower price
// alerts the yacht's followers, which the status line says.
import { useId, useState, type FormEvent } from 'react';
import { SELL_LIMITS, SELL_MESSAGES, type ListingPrice } from '@yachts/contracts/selling';
import type { CatalogueKind, Currency } from '@yachts/contracts/catalogue';
import { errorMessage, fieldErrorsOf, isSilentCancel, needsLogin } from 'shared/api';
import { NumberInput } from 'shared/forms';
import { sessionStore } from 'shared/session';
import { BusyButton, formatPrice } from 'shared/ui';
import { changePrice } from '../api/change-price';

export interface PricedListing {
  kind: CatalogueKind;
  id: number;
  price: number;
  currency: Currency;
}

/** The sell form's rule for a price, and that it must differ from the one asked now; null when fine. */
export function priceProblem(raw: string, current: number): string | null {
  const price = Number(raw);
  if (!raw || !Number.isInteger(price) || price < SELL_LIMITS.priceMin || price > SELL_LIMITS.priceMax) return SELL_MESSAGES.price;
  if (price === current) return SELL_MESSAGES.priceUnchanged;
  return null;
}

export function priceChangedText({ price, previousPrice, currency }: ListingPrice): string {
  return (
    `Asking price changed from ${formatPrice(previousPrice, currency)} to ${formatPrice(price, currency)}. ` +
    'Members who follow this yacht are told when the price goes down.'
  );
}

export interface ChangePriceFormProps {
  listing: PricedListing;
  onChanged: (price: ListingPrice) => void;
  /** The call that changes it: the seller's own by default; the dealer workspace's for a dealer's stock (decision 045). */
  send?: (kind: CatalogueKind, id: number, price: number) => Promise<ListingPrice>;
}

export function ChangePriceForm({ listing, onChanged, send = changePrice }: ChangePriceFormProps) {
  const titleId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setDone('');
    const problem = priceProblem(value, listing.price);
    if (problem) {
      setError(problem);
      return;
    }
    setSaving(true);
    send(listing.kind, listing.id, Number(value))
      .then(
        (result) => {
          setValue('');
          setDone(priceChangedText(result));
          onChanged(result);
        },
        (failure: unknown) => {
          // Without cookie consent the call never went out and the banner asks; nothing to say here.
          if (isSilentCancel(failure)) return;
          // The api no longer knows the login: the page turns into its login panel.
          if (needsLogin(failure)) {
            sessionStore.forgetLogin();
            return;
          }
          setError(fieldErrorsOf(failure)?.price ?? errorMessage(failure));
        },
      )
      .finally(() => setSaving(false));
  };

  const typed = Number(value);
  return (
    <section className="surface-panel sell-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="sell-price-title">
        Change the asking price
      </h2>
      <p className="sell-note">The asking price is {formatPrice(listing.price, listing.currency)}.</p>
      <form className="sell-price-form" onSubmit={submit} noValidate aria-labelledby={titleId} aria-busy={saving || undefined}>
        <NumberInput
          name="price"
          formId="change-price"
          label={`New asking price (${listing.currency})`}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            setDone('');
          }}
          error={error}
          onErrorClear={() => setError(undefined)}
          allowDecimal={false}
          maxLength={9}
          required
          hint={value && Number.isFinite(typed) ? formatPrice(typed, listing.currency) : 'Whole units, without separators.'}
        />
        <BusyButton type="submit" className="btn btn-primary" busy={saving} busyLabel="Saving…">
          Save price
        </BusyButton>
      </form>
      <p className="sell-price-status" role="status">
        {done}
      </p>
    </section>
  );
}
