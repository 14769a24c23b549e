import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import type { ExtraView } from '../../modules/booking/extra-view';
import { ExtraCard } from './extra-card';
import styles from './services.module.css';
import cards from '../../shared/ui/service-card.module.css';

export interface ServicesViewProps {
  extras: ExtraView[];
  chosen: { wash: number | null; space: number | null };
  /** the extra whose change is being priced */
  pendingId: number | null;
  /** any price calculation is in flight */
  busy: boolean;
  /** nothing priced yet for this booking */
  loading: boolean;
  carServices: readonly unknown[];
  /** issue 16: the car services and additional car services sections (modules/car-services) */
  carServicesSlot?: ReactNode;
  onToggle: (extra: ExtraView) => void;
  /** spec 6: extras the client's company blocks (business mode) */
  isBlocked?: (extra: ExtraView) => boolean;
}

function Section({ title, items, props }: { title: string; items: ExtraView[]; props: ServicesViewProps }) {
  const { t } = useTranslation('offer');
  const id = useId();
  return (
    <section className={cards.section} aria-labelledby={id}>
      <h2 id={id} className={cards.sectionTitle}>
        {title}
      </h2>
      {items.length === 0 ? (
        <p className={styles.none}>{t('services.none')}</p>
      ) : (
        <ul className={cards.list}>
          {items.map((extra) => (
            <ExtraCard
              key={extra.id}
              extra={extra}
              chosen={extra.id === props.chosen.wash || extra.id === props.chosen.space}
              pending={props.pendingId === extra.id}
              busy={props.busy}
              onToggle={props.onToggle}
              blocked={props.isBlocked?.(extra) ?? false}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Spec 2 Services step content: washes, parking space and (when offered) car services. */
export function ServicesView(props: ServicesViewProps) {
  const { t } = useTranslation('offer');
  // The box holds the place of the sections while the first price loads, so the buttons below
  // do not jump when the extras arrive (CLS budget < 0.05).
  if (props.loading)
    return (
      <div className={styles.loading}>
        <Spinner label={t('services.loading')} size="large" />
      </div>
    );
  const washes = props.extras.filter((e) => e.kind === 'wash');
  const spaces = props.extras.filter((e) => e.kind === 'space' || e.kind === 'double_space');
  return (
    <div className={styles.sections}>
      <Section title={t('services.washes')} items={washes} props={props} />
      <Section title={t('services.space')} items={spaces} props={props} />
      {props.carServicesSlot ?? null}
    </div>
  );
}
