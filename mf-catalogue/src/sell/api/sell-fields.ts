// What the sell forms send (SellFields of contracts/selling.ts): the form's values cleaned by the same schema the
// api validates with, so numbers go as numbers, empty optional numbers are left out and photos are a list.
import { SellIdleSchema, SellSchema } from '@yachts/contracts/selling-schemas';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import { validate } from '@yachts/contracts/validation';

export type SellFields = Record<string, string | number | string[] | undefined>;

export function sellSchema(kind: CatalogueKind) {
  return kind === 'new' ? SellSchema : SellIdleSchema;
}

/** The wire fields of valid form values; throws if they are not valid (the form validates before it sends). */
export function toSellFields(kind: CatalogueKind, values: Record<string, unknown>): SellFields {
  const result = validate(sellSchema(kind), values);
  if (!result.ok) throw new Error('The sell form sent values it had not validated.');
  return result.value;
}
