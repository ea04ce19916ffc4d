import { observer } from 'mobx-react-lite';
import type { NewYachtSummary } from '@yachts/contracts/catalogue';
import { sessionStore } from 'shared/session';
import { formatLengthBoth, formatPrice } from 'shared/ui';
import { YachtArt } from './yacht-art';

const TYPE_LABELS = { motor: 'Motor yacht', sail: 'Sailing yacht', catamaran: 'Catamaran', superyacht: 'Superyacht' } as const;

export const YachtCard = observer(function YachtCard({ yacht }: { yacht: NewYachtSummary }) {
  const name = `${yacht.builder} ${yacht.model}`;
  return (
    <li className="card yacht-card">
      <article aria-labelledby={`yacht-${yacht.id}-name`}>
        <div className="yacht-card-media">
          {yacht.imageUrl ? (
            <img src={yacht.imageUrl} alt={name} loading="lazy" width={320} height={200} />
          ) : (
            <YachtArt id={yacht.id} type={yacht.type} label={`${TYPE_LABELS[yacht.type]}: ${name}`} />
          )}
          <span className="badge yacht-card-type">{TYPE_LABELS[yacht.type]}</span>
        </div>
        <div className="card-body">
          <h3 id={`yacht-${yacht.id}-name`} className="yacht-card-name">
            <span className="yacht-card-builder">{yacht.builder}</span> {yacht.model}
          </h3>
          <dl className="yacht-card-specs">
            <div>
              <dt>Length</dt>
              <dd data-testid="yacht-length">{formatLengthBoth(yacht.lengthM, sessionStore.lengthUnit)}</dd>
            </div>
            <div>
              <dt>Cabins</dt>
              <dd>{yacht.cabins}</dd>
            </div>
          </dl>
          <p className="yacht-card-price">
            <span className="visually-hidden">Base price </span>
            {formatPrice(yacht.basePrice, yacht.currency)}
          </p>
        </div>
      </article>
    </li>
  );
});
