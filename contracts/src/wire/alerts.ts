// Saved searches and alerts (contracts/src/alerts.ts): their answers.
import { Type, type Static } from 'typebox';
import { ALERT_FREQUENCIES } from '../alerts';
import { EMAIL_NOTICE_KINDS } from '../account-terms';
import { CATALOGUE_KINDS } from '../catalogue-terms';
import { DateTime, Nullable, OneOf } from './common';

export const SavedSearchSchema = Type.Object({
  id: Type.Integer(),
  kind: OneOf(CATALOGUE_KINDS),
  name: Type.String(),
  query: Type.String({ description: 'The list address parameters it keeps, canonical (no page)' }),
  url: Type.String({ description: 'The list page that runs it' }),
  summary: Type.String({ description: 'Its filters and keywords in words, e.g. "Sailing yacht · Beneteau · “oceanis”"' }),
  frequency: OneOf(ALERT_FREQUENCIES),
  newMatches: Type.Integer({ description: 'Matches found since it was saved that no alert has named yet' }),
  lastAlertAt: Nullable(DateTime()),
  createdAt: DateTime(),
});
export type SavedSearch = Static<typeof SavedSearchSchema>;

export const UnsubscribeResultSchema = Type.Object({
  stopped: OneOf(['search', ...EMAIL_NOTICE_KINDS] as const, { description: 'A saved search, or a kind of e-mailed notice' }),
  name: Nullable(Type.String(), { description: "The saved search's name (search only)" }),
  message: Type.String({ description: 'What the page says' }),
});
export type UnsubscribeResult = Static<typeof UnsubscribeResultSchema>;

/** Whether the member gets a mail when a yacht they follow is offered for less. */
export const PriceDropSettingSchema = Type.Object({ enabled: Type.Boolean() });
export type PriceDropSetting = Static<typeof PriceDropSettingSchema>;
