import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FERRY_REMOVAL_CENTS, ferryRemovalOffered } from '@parking/domain/car-services/ferry-removal';
import { centsToEuros } from '@parking/domain/money/money';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { formatEuros } from '../../shared/format';
import { carServiceSlice, replaceCarServices, setCarServices } from './car-service-store';
import cards from '../../shared/ui/service-card.module.css';

export interface FerryRemovalProps {
  /** the booking's product (id and spec 3 service kind), null while the catalogue loads */
  product: { id: number; service: string } | null;
  reprice: () => Promise<boolean>;
  onInfo: () => void;
}

/**
 * Spec 1 car-ferry removal item on the services step, port products only (decision 0025): add
 * or remove it, each change priced by the server (the price block's "ferry removal" line); the
 * flat price shown here is the domain's, the charged one is the offer's.
 */
export function FerryRemoval({ product, reprice, onInfo }: FerryRemovalProps) {
  const { t, i18n } = useTranslation('carServices');
  const chosenFor = carServiceSlice.use((s) => s.ferryProductId);
  const [busy, setBusy] = useState(false);
  const headId = useId();
  const titleId = useId();
  if (!product || !ferryRemovalOffered(product.service)) return null;
  const chosen = chosenFor === product.id;

  const toggle = async () => {
    if (busy) return;
    const before = carServiceSlice.get();
    setBusy(true);
    setCarServices({ ferryProductId: chosen ? null : product.id });
    if (!(await reprice())) replaceCarServices(before);
    setBusy(false);
  };

  return (
    <section className={cards.section} aria-labelledby={headId}>
      <h2 id={headId} className={cards.sectionTitle}>
        {t('ferry_section')}
      </h2>
      <ul className={cards.list}>
        <li className={`${cards.card} ${chosen ? cards.chosen : ''}`}>
          <article aria-labelledby={titleId} aria-busy={busy || undefined}>
            <div className={cards.cardHead}>
              <h3 id={titleId} className={cards.cardTitle}>
                {t('ferry_title')}
              </h3>
              <p className={cards.price}>
                <span className="sr-only">{t('price')}: </span>
                {formatEuros(centsToEuros(FERRY_REMOVAL_CENTS), i18n.language || 'es')}
              </p>
            </div>
            <p className={cards.description}>{t('ferry_short')}</p>
            <div className={cards.cardActions}>
              <Button variant="ghost" onClick={onInfo}>
                {t('more_info')} <span className="sr-only">{t('ferry_title')}</span>
              </Button>
              {chosen ? <span className={cards.added}>{t('added')}</span> : null}
              <Button
                variant={chosen ? 'secondary' : 'primary'}
                aria-pressed={chosen}
                aria-disabled={busy || undefined}
                onClick={() => void toggle()}
              >
                {chosen ? t('ferry_remove') : t('add')} <span className="sr-only">{t('ferry_title')}</span>
              </Button>
              {busy ? <Spinner label={t('updating')} /> : null}
            </div>
          </article>
        </li>
      </ul>
    </section>
  );
}
