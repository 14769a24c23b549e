import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { canChoose, type ExtraView } from '../../modules/booking/extra-view';
import cards from '../../shared/ui/service-card.module.css';
import { formatEuros } from '../../shared/format';

export interface ExtraCardProps {
  extra: ExtraView;
  chosen: boolean;
  /** this card's change is being priced */
  pending: boolean;
  /** another change is being priced: wait for it */
  busy: boolean;
  onToggle: (extra: ExtraView) => void;
  /** spec 6: the client's company blocks it (a wash in business mode); the server refuses it too */
  blocked?: boolean;
}

/** One extra (spec 3 Extra) with its price, availability label and an Add / Remove toggle. */
export function ExtraCard({ extra, chosen, pending, busy, onToggle, blocked = false }: ExtraCardProps) {
  const { t, i18n } = useTranslation('offer');
  const titleId = useId();
  const hintId = useId();
  const choosable = canChoose(extra.availability) && !blocked;
  // A chosen extra can always be removed, even if it has sold out since.
  const disabled = !chosen && !choosable;
  const price = formatEuros(extra.price, i18n.language || 'es');
  const label = blocked ? t('blocked.label') : extra.availability === 'available' ? null : t(`availability.${extra.availability}`);

  return (
    <li className={`${cards.card} ${chosen ? cards.chosen : ''} ${!choosable ? cards.unavailable : ''}`}>
      <article aria-labelledby={titleId} aria-busy={pending || undefined}>
        <div className={cards.cardHead}>
          <h3 id={titleId} className={cards.cardTitle}>
            {extra.name}
          </h3>
          <p className={cards.price}>
            <span className="sr-only">{t('services.price')}: </span>
            {price}
          </p>
        </div>
        {extra.description ? <p className={cards.description}>{extra.description}</p> : null}
        {label ? <p className={`${cards.label} ${choosable ? cards.labelWarn : cards.labelOut}`}>{label}</p> : null}
        <div className={cards.cardActions}>
          {!chosen && !choosable ? (
            <p id={hintId} className="sr-only">
              {blocked ? t('blocked.extraHint') : t('services.unavailableHint')}
            </p>
          ) : null}
          {chosen ? <span className={cards.added}>{t('services.added')}</span> : null}
          <Button
            variant={chosen ? 'secondary' : 'primary'}
            aria-pressed={chosen}
            disabled={disabled}
            // While a price is calculated the button waits but keeps focus (a disabled
            // button would drop keyboard focus to the page).
            aria-disabled={busy && !disabled ? true : undefined}
            aria-describedby={disabled ? hintId : undefined}
            onClick={() => {
              if (!busy) onToggle(extra);
            }}
          >
            {chosen ? t('services.remove') : t('services.add')}{' '}
            <span className="sr-only">{extra.name}</span>
          </Button>
          {pending ? <Spinner label={t('services.updating')} /> : null}
        </div>
      </article>
    </li>
  );
}
