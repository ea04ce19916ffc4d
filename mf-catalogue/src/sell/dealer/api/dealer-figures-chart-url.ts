// GET /api/v1/dealer/figures/chart.svg?kind=&id= (login; owners and staff, decision 045): the same figures drawn on the
// server as an SVG chart. An <img> loads it, so it is an address rather than a call: the api reads the login cookie on
// this same-origin GET (as it does for the feeds' exports), and a refused request shows the image's alt text.
import { DEALER_FIGURES_API } from '@yachts/contracts/dealer-figures';
import { figuresQuery, type FiguresListing } from './get-dealer-figures';

export function dealerFiguresChartUrl(listing: FiguresListing | null): string {
  const query = new URLSearchParams(figuresQuery(listing)).toString();
  return query ? `${DEALER_FIGURES_API.chart}?${query}` : DEALER_FIGURES_API.chart;
}
