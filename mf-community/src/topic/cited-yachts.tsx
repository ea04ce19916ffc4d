// The listings a topic cites (decision 030): yacht pages of this site linked from the topic, as small cards under
// it, so a question about "this Oceanis" shows the boat. The api sends the listed ones (a sold yacht drops out).
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { YachtSummary } from '@yachts/contracts/catalogue';
import { FallbackImage, formatPrice } from 'shared/ui';

function name(yacht: YachtSummary): string {
  return [yacht.builder, yacht.model].filter(Boolean).join(' ');
}

export function CitedYachts({ yachts }: { yachts: YachtSummary[] }) {
  const headingId = useId();
  if (yachts.length === 0) return null;
  return (
    <section className="cited-yachts" aria-labelledby={headingId}>
      <h2 id={headingId}>{yachts.length === 1 ? 'The yacht in this topic' : 'Yachts in this topic'}</h2>
      <ul className="tile-list cited-yachts-list">
        {yachts.map((yacht) => (
          <li key={`${yacht.kind}:${yacht.id}`}>
            <Link to={yacht.url} className="cited-yacht">
              <FallbackImage src={yacht.imageUrl ?? undefined} alt="" width={112} height={76} className="cited-yacht-image" />
              <span className="cited-yacht-text">
                <span className="cited-yacht-name">{name(yacht)}</span>
                <span className="cited-yacht-facts">
                  {yacht.year} · {yacht.lengthM} m · {yacht.kind === 'new' ? 'New' : 'Used'}
                </span>
                <span className="cited-yacht-price">{formatPrice(yacht.price, yacht.currency)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
