// GET /api/v1/yachts/{new|idle}/{id}: one listed yacht (code 404 when it is not listed). With the login token the
// answer says whether the member follows it.
import { signedClient } from 'shared/api';
import { CATALOGUE_API, type DisplayCurrency, type NewYachtDetail, type UsedYachtDetail } from '@yachts/contracts/catalogue';

// With `currency`, a yacht asked in another one carries its price in it (shownPrice) and the rates' date.
export function getYacht(kind: 'new', id: number, currency: DisplayCurrency, signal?: AbortSignal): Promise<NewYachtDetail>;
export function getYacht(kind: 'idle', id: number, currency: DisplayCurrency, signal?: AbortSignal): Promise<UsedYachtDetail>;
export function getYacht(
  kind: 'new' | 'idle',
  id: number,
  currency: DisplayCurrency,
  signal?: AbortSignal,
): Promise<NewYachtDetail | UsedYachtDetail>;
export function getYacht(
  kind: 'new' | 'idle',
  id: number,
  currency: DisplayCurrency,
  signal?: AbortSignal,
): Promise<NewYachtDetail | UsedYachtDetail> {
  return signedClient.get<NewYachtDetail | UsedYachtDetail>(CATALOGUE_API.detail(kind, id), { currency }, signal);
}
