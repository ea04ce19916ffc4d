// The figures' answer (decision 045): a day per entry, oldest first, and the totals.
import { Type, type Static } from 'typebox';

export const DayFiguresSchema = Type.Object({
  day: Type.String({ description: 'YYYY-MM-DD (UTC)' }),
  views: Type.Integer({ description: 'Visitors who opened the page that day (crawlers left out)' }),
  follows: Type.Integer(),
  compares: Type.Integer({ description: 'Visitors who put it aside to compare that day (crawlers left out)' }),
  enquiries: Type.Integer({ description: 'Conversations opened (not counting spam)' }),
});

export const DealerFiguresSchema = Type.Object({
  title: Type.String({ description: 'What the figures are of: a yacht, or the whole stock' }),
  days: Type.Array(DayFiguresSchema),
  totals: Type.Object({ views: Type.Integer(), follows: Type.Integer(), compares: Type.Integer(), enquiries: Type.Integer() }),
});
export type DealerFigures = Static<typeof DealerFiguresSchema>;
