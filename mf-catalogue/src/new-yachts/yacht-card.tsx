import { observer } from 'mobx-react-lite';
import type { NewYachtSummary } from '@yachts/contracts/catalogue';
import { sessionStore } from 'shared/session';
import { FallbackImage, formatLengthBoth, formatPrice, showToast } from 'shared/ui';
import { LoginRequiredButton } from 'shared/modals';
import { followNewYacht } from '../api/follow-new-yacht';
import { YachtArt } from './yacht-art';

const TYPE_LABELS = { motor: 'Motor yacht', sail: 'Sailing yacht', catamaran: 'Catamaran', superyacht: 'Superyacht' } as const;

export const YachtCard = observer(function YachtCard({ yacht }: { yacht: NewYachtSummary }) {
  const name = `${yacht.builder} ${yacht.model}`;
  return (
    <li className="card yacht-card">
      <article aria-labelledby={`yacht-${yacht.id}-name`}>
        <div className="yacht-card-media">
          {yacht.imageUrl ? (
            <FallbackImage src={yacht.imageUrl} alt={name} width={320} height={200} />
          ) : (
            <YachtArt id={yacht.id} type={yacht.type} label={`${TYPE_LABELS[yacht.type]}: ${name}`} />
          )}
          <span className="badge yacht-card-type">{TYPE_LABELS[yacht.type]}</span>
          <LoginRequiredButton
            className="yacht-card-follow"
            aria-label={`Follow ${name}`}
            reason="Log in to follow yachts and hear about price changes and new photos."
            onClick={() => {
              followNewYacht(yacht.id, 'follow').then(
                () => showToast(`You follow the ${name}.`, { tone: 'success' }),
                (error: unknown) => showToast(error instanceof Error ? error.message : String(error), { tone: 'error' }),
              );
            }}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M12 20.7 10.6 19.4C5.4 14.7 2 11.6 2 7.9 2 4.8 4.4 2.5 7.4 2.5c1.7 0 3.4.8 4.6 2.1 1.2-1.3 2.9-2.1 4.6-2.1 3 0 5.4 2.3 5.4 5.4 0 3.7-3.4 6.8-8.6 11.5z"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
            </svg>
          </LoginRequiredButton>
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
