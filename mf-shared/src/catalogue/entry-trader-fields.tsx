// A business's trader details in the user enter modal (EU Digital Services Act Art. 30, decision 045): its postal
// address and trade register entry, which our team checks before approving the entry verifies the trader, and the
// self-certification the business ticks. EnterSchema requires them of a business; a private seller never sees them.
import { SELF_CERTIFICATION } from '@yachts/contracts/selling';
import { CheckField } from '../forms/check-field';
import type { FieldBinding } from '../forms/use-form';
import { TextField } from '../forms/text-field';

export const TRADER_NOTE =
  'EU law asks us to check the identity of businesses that sell here. Our team checks these details before your listings go live.';
export const TRADE_REGISTER_HINT = 'e.g. "RCS Antibes 812 345 678" or "Companies House 09123456"';

/** The note and the two fields our team checks, below the company name. */
export function TraderDetails({
  address,
  tradeRegister,
  formId,
}: {
  address: FieldBinding<string>;
  tradeRegister: FieldBinding<string>;
  formId: string;
}) {
  return (
    <div className="entry-trader">
      <p className="entry-trader-note">{TRADER_NOTE}</p>
      <TextField
        {...address}
        formId={formId}
        label="Postal address"
        hint="Street, postcode and town of the business."
        autoComplete="street-address"
        maxLength={200}
        required
      />
      <TextField {...tradeRegister} formId={formId} label="Trade register and number" hint={TRADE_REGISTER_HINT} maxLength={120} required />
    </div>
  );
}

/** The business's word that its offers comply with EU law (DSA Art. 30(1)(e)), ticked before it sends. */
export function SelfCertification({ binding, formId }: { binding: FieldBinding<boolean>; formId: string }) {
  return <CheckField {...binding} formId={formId} label={SELF_CERTIFICATION} className="entry-self-certify" required />;
}
