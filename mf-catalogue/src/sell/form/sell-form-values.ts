// The sell form's values as its inputs hold them (text), and a saved application's values in that form.
import type { SellApplicationValues } from '@yachts/contracts/selling';

/** Every field but the photos, as the inputs hold them: text. */
export const EMPTY_SELL_VALUES = {
  builder: '',
  model: '',
  model_line: '',
  type: '',
  year: '',
  length_m: '',
  beam_m: '',
  draft_m: '',
  cabins: '',
  berths: '',
  engines: '',
  fuel: '',
  hull_material: '',
  top_speed_kn: '',
  cruise_speed_kn: '',
  price: '',
  currency: 'EUR',
  location: '',
  country: '',
  description: '',
  engine_hours: '',
  condition: '',
};
export type SellFormValues = typeof EMPTY_SELL_VALUES;
type TextName = keyof SellFormValues;

/** A saved application's values in the form's text form. */
export function formValuesOf(saved: SellApplicationValues['values']): SellFormValues {
  const values = { ...EMPTY_SELL_VALUES };
  for (const name of Object.keys(EMPTY_SELL_VALUES) as TextName[]) {
    const value = (saved as Record<string, unknown>)[name];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') values[name] = String(value);
    else if (value !== null && value !== undefined) values[name] = JSON.stringify(value);
  }
  return values;
}
