// How a dealer's listings do (decision 045): page views and saves to compare (one per visitor and day, crawlers left
// out), follows and enquiries by day, for one listing or the whole stock; a chart drawn on the server and the numbers as a table.
export const DEALER_FIGURES_API = {
  /** GET ?kind=new|idle&id= (both, or neither for the whole stock; owner or staff) -> DealerFigures */
  figures: '/api/v1/dealer/figures',
  /** GET, the same query -> image/svg+xml: the chart of the same numbers. */
  chart: '/api/v1/dealer/figures/chart.svg',
} as const;

export const DEALER_FIGURES_MESSAGES = {
  listing: 'We could not find that listing among yours.',
} as const;
