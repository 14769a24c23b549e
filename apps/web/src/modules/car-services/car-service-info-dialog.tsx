import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CarServiceEstimateWire, CarServiceWire, EstimateLineWire } from '@parking/domain/contracts/car-service';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { formatEuros } from '../../shared/format';
import { useBookingSelector } from '../booking/booking-store';
import styles from './car-services.module.css';
import cards from '../../shared/ui/service-card.module.css';

export interface CarServiceInfoDialogProps {
  service: CarServiceWire;
  /** the service is on the booking: the dialog offers to remove it */
  chosen: boolean;
  onRemove: () => Promise<void> | void;
  onClose: () => void;
}

/** The priced estimate of this service in the offer (parts, operations, check-points), if any. */
function useEstimateOf(idCarService: number): CarServiceEstimateWire | null {
  const offer = useBookingSelector((s) => s.offer);
  for (const o of offer?.mechanical_orders ?? []) {
    const e = o.mechanical_estimate.car_service_estimates.find((x) => x.id_car_service === idCarService);
    if (e) return e;
  }
  return null;
}

/** Spec 2 image gallery: starts at the middle slide. */
function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('carServices');
  const [index, setIndex] = useState(Math.floor(images.length / 2));
  // An image the site does not serve hides the gallery rather than showing a broken picture.
  const [broken, setBroken] = useState(false);
  if (images.length === 0 || broken) return null;
  const go = (d: number) => setIndex((i) => (i + d + images.length) % images.length);
  return (
    <div className={styles.gallery} role="group" aria-roledescription={t('gallery')} aria-label={name}>
      <img src={images[index]} alt={t('gallery_image', { name, n: index + 1, total: images.length })} className={styles.galleryImage} onError={() => setBroken(true)} />
      {images.length > 1 ? (
        <div className={styles.galleryNav}>
          <Button variant="ghost" onClick={() => go(-1)}>
            {t('gallery_previous')}
          </Button>
          <span aria-live="polite" className={styles.galleryCount}>
            {index + 1} / {images.length}
          </span>
          <Button variant="ghost" onClick={() => go(1)}>
            {t('gallery_next')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function Lines({ title, lines, lang, unique }: { title: string; lines: EstimateLineWire[]; lang: string; unique: boolean }) {
  if (lines.length === 0) return null;
  return (
    <section className={styles.infoPart}>
      <h3 className={styles.infoTitle}>{title}</h3>
      <ul className={styles.lines}>
        {lines.map((l) => (
          <li key={`${l.type}-${l.code}`} className={styles.line}>
            <span>
              {l.title || l.desc}
              {l.units !== 1 ? ` × ${l.units}` : ''}
            </span>
            {!unique && l.type === 'MAIN' ? <span>{formatEuros(l.base_standard, lang)}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Spec 2 Info-section dialog (700 px) of one car service. */
export default function CarServiceInfoDialog({ service, chosen, onRemove, onClose }: CarServiceInfoDialogProps) {
  const { t, i18n } = useTranslation('carServices');
  const lang = i18n.language || 'es';
  const estimate = useEstimateOf(service.id_car_service);
  const [checksOpen, setChecksOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const checksId = useId();
  const price = estimate?.carServicePrice ?? service.carServicePrice;
  const detail = estimate?.mechanical_estimate_data ?? null;

  return (
    <Dialog title={service.name} closeLabel={t('close')} onClose={onClose} widthPx={700}>
      <div className={styles.info}>
        <Gallery images={service.image_gallery} name={service.name} />
        {service.description ? <p>{service.description}</p> : null}
        {detail ? (
          <>
            <Lines title={t('parts')} lines={detail.parts} lang={lang} unique={detail.unique_price} />
            <Lines title={t('operations')} lines={detail.operations} lang={lang} unique={detail.unique_price} />
            {detail.checkpoints.length > 0 ? (
              <section className={styles.infoPart}>
                <button type="button" className={styles.expander} aria-expanded={checksOpen} aria-controls={checksId} onClick={() => setChecksOpen((o) => !o)}>
                  {t('checkpoints')} ({detail.checkpoints.length})
                </button>
                <ul id={checksId} hidden={!checksOpen} className={styles.checkpoints} tabIndex={0} aria-label={t('checkpoints')}>
                  {detail.checkpoints.map((c) => (
                    <li key={c.code}>{c.title || c.desc}</li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        ) : null}
        {price ? (
          <section className={styles.infoPart}>
            <h3 className={styles.infoTitle}>{t('price_detail')}</h3>
            <dl className={styles.priceDetail}>
              <dt>{t('base')}</dt>
              <dd>{formatEuros(price.base, lang)}</dd>
              <dt>{t('vat')}</dt>
              <dd>{formatEuros(price.vat, lang)}</dd>
              <dt>{t('total')}</dt>
              <dd>{formatEuros(price.price, lang)}</dd>
            </dl>
          </section>
        ) : (
          <p className={styles.note}>{t('identify_car_first')}</p>
        )}
        {chosen ? (
          confirming ? (
            <div role="group" aria-label={t('remove')} className={styles.confirm}>
              <p>{t('remove_confirm', { name: service.name })}</p>
              <div className={cards.cardActions}>
                <Button
                  disabled={removing}
                  onClick={() => {
                    setRemoving(true);
                    void Promise.resolve(onRemove()).then(onClose);
                  }}
                >
                  {t('remove_yes')}
                </Button>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  {t('remove_no')}
                </Button>
              </div>
            </div>
          ) : (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('remove')}
            </Button>
          )
        ) : null}
      </div>
    </Dialog>
  );
}
