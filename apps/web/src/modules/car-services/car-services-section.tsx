import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CarServiceWire, CarServicesResponse } from '@parking/domain/contracts/car-service';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { formatEuros } from '../../shared/format';
import { useBookingSelector } from '../booking/booking-store';
import { findProduct, useCatalog } from '../catalog/use-catalog';
import { setBookingVehicle, useBookingVehicle } from '../vehicles/vehicle-store';
import type { VehicleWire } from '../vehicles/vehicle-api';
import { listCarServices, createEstimate } from './car-service-api';
import { carServiceSlice, clearVehicleCarServices, replaceCarServices, setCarServices } from './car-service-store';
import { CustomRequests } from './custom-requests';
import { FerryRemoval } from './ferry-removal';
import { restoreCarServices } from './restore-car-services';
import { CarServicesRestoreNotice } from './restore-notice';
import styles from './car-services.module.css';
import cards from '../../shared/ui/service-card.module.css';

// Dialogs are their own chunks, fetched when opened.
const VehicleDialog = lazy(() => import('../vehicles/vehicle-dialog'));
const KmDialog = lazy(() => import('../vehicles/km-dialog'));
const InfoDialog = lazy(() => import('./car-service-info-dialog'));
const DiscountInfoDialog = lazy(() => import('./discount-info-dialog'));
const BeforeBuyWarningDialog = lazy(() => import('./before-buy-warning-dialog'));
const FerryInfoDialog = lazy(() => import('./ferry-info-dialog'));

export interface CarServicesSectionProps {
  /** price the booking again after the selection changed; resolves true when the server accepted it */
  reprice: () => Promise<boolean>;
}

type Open =
  | { kind: 'vehicle'; start: 'plate' | 'extra'; service: CarServiceWire | null }
  | { kind: 'km' }
  | { kind: 'info'; service: CarServiceWire }
  | { kind: 'discount' }
  | { kind: 'ferry' }
  | { kind: 'warning'; serviceName: string | null; then: () => void }
  | null;

/** The services of the offer's estimate (the ones on the booking), by id. */
export function useChosenCarServiceIds(): Set<number> {
  const offer = useBookingSelector((s) => s.offer);
  const ids = new Set<number>();
  for (const o of offer?.mechanical_orders ?? []) for (const e of o.mechanical_estimate.car_service_estimates) ids.add(e.id_car_service);
  return ids;
}

/**
 * Spec 2 Services step, car services and additional car services (issue 16.2): each card
 * with its price for the traveller's car, or a prompt to identify the car (the vehicle
 * dialog), the spec 5 missing-data prompts, the workshop's availability, add and info.
 */
export function CarServicesSection({ reprice }: CarServicesSectionProps) {
  const { t, i18n } = useTranslation('carServices');
  const vehicle = useBookingVehicle();
  const productId = useBookingSelector((s) => s.productId);
  const startDate = useBookingSelector((s) => s.startDate);
  const chosen = useChosenCarServiceIds();
  const [data, setData] = useState<CarServicesResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [reload, setReload] = useState(0);
  const headCar = useId();
  const headMore = useId();
  const lang = i18n.language || 'es';
  const catalog = useCatalog();
  const product = findProduct(catalog.data, productId) ?? null;

  /**
   * Spec 2 before-buy warning: the first workshop job of the booking (a car service or a
   * custom request) waits for the traveller to accept it; later ones go straight on.
   */
  const afterWarning = (serviceName: string | null, go: () => void) => {
    if (carServiceSlice.get().warningAccepted) return go();
    setOpen({ kind: 'warning', serviceName, then: go });
  };

  // Decision 0034: a reload brings the booking's car services back, priced again.
  useEffect(() => {
    void restoreCarServices(reprice);
    // once per mount; restoreCarServices itself runs once per page load
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    let alive = true;
    setFailed(false);
    listCarServices(vehicle?.id ?? null, productId, startDate).then(
      (r) => alive && setData(r),
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
    // Any change to the car (identified, completed, km) prices the cards again.
  }, [vehicle, productId, startDate, lang, reload]);

  const add = async (service: CarServiceWire) => {
    if (!vehicle || pendingId !== null) return;
    setPendingId(service.id_car_service);
    setError(null);
    const before = carServiceSlice.get();
    try {
      const sameCar = before.vehicleId === vehicle.id;
      const estimate = await createEstimate(vehicle.id, [service.id_car_service], sameCar ? before.estimateId : null);
      setCarServices({ estimateId: estimate.id, vehicleId: vehicle.id, deleted: sameCar ? before.deleted.filter((id) => id !== service.id_car_service) : [] });
      if (!(await reprice())) replaceCarServices(before);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t('add_failed'));
      replaceCarServices(before);
    }
    setPendingId(null);
  };

  const remove = async (idCarService: number) => {
    const before = carServiceSlice.get();
    setPendingId(idCarService);
    const left = [...chosen].filter((id) => id !== idCarService);
    // The last service off: no estimate left to price; the custom requests, the ferry item and
    // the accepted warning stay.
    if (left.length === 0) clearVehicleCarServices();
    else setCarServices({ deleted: [...before.deleted, idCarService] });
    if (!(await reprice())) replaceCarServices(before);
    setPendingId(null);
  };

  const vehicleClosed = (done: boolean, v: VehicleWire | null) => {
    setOpen(null);
    if (done && v) {
      setBookingVehicle(v);
      setReload((n) => n + 1);
    }
  };

  const services = data?.car_services ?? [];
  const sections: { key: 'car_services' | 'additional_car_services'; headId: string }[] = [
    { key: 'car_services', headId: headCar },
    { key: 'additional_car_services', headId: headMore },
  ];

  const card = (s: CarServiceWire) => {
    const isChosen = chosen.has(s.id_car_service);
    const needsCar = !vehicle || s.missing.includes('vehicle_id') || s.missing.includes('umc');
    const missingData = s.missing.filter((m) => m === 'body_code' || m === 'motor_code' || m === 'km_today');
    const bookable = !needsCar && missingData.length === 0 && s.carServicePrice !== null && s.availability !== 'sold_out' && s.availability !== 'currently_unavailable';
    const titleId = `cs-${s.id_car_service}-title`;
    // Spec 2: the gallery starts at its middle slide; the card shows the same picture (decorative: the title names it).
    const image = s.image_gallery.length > 0 ? s.image_gallery[Math.floor(s.image_gallery.length / 2)] : null;
    return (
      <li key={s.id_car_service} className={`${cards.card} ${isChosen ? cards.chosen : ''}`}>
        <article aria-labelledby={titleId} aria-busy={pendingId === s.id_car_service || undefined}>
          <div className={styles.cardTop}>
            {image ? <img className={styles.cardImage} src={image} alt="" width={160} height={120} loading="lazy" decoding="async" /> : null}
            <div className={cards.cardHead}>
              <h3 id={titleId} className={cards.cardTitle}>
                {s.name}
              </h3>
              {s.carServicePrice ? (
                <p className={cards.price}>
                  <span className="sr-only">{t('price')}: </span>
                  {formatEuros(s.carServicePrice.price, lang)}
                </p>
              ) : null}
            </div>
          </div>
          {s.description ? <p className={cards.description}>{s.description}</p> : null}
          {s.emission_fee > 0 && s.carServicePrice ? (
            <p className={styles.note}>
              {t('emission_fee')}: {formatEuros(s.emission_fee, lang)}
            </p>
          ) : null}
          {s.availability !== 'available' ? <p className={`${cards.label} ${s.availability === 'sold_out' || s.availability === 'currently_unavailable' ? cards.labelOut : cards.labelWarn}`}>{t(`offer:availability.${s.availability}`)}</p> : null}
          {needsCar ? (
            <Button variant="secondary" onClick={() => setOpen({ kind: 'vehicle', start: 'plate', service: s })}>
              {t('identify_car_first')}
            </Button>
          ) : (
            missingData.map((m) => (
              <Button
                key={m}
                variant="secondary"
                onClick={() => setOpen(m === 'km_today' ? { kind: 'km' } : { kind: 'vehicle', start: 'extra', service: s })}
              >
                {t(m === 'body_code' ? 'missing_body' : m === 'motor_code' ? 'missing_motor' : 'missing_km')}
              </Button>
            ))
          )}
          <div className={cards.cardActions}>
            <Button variant="ghost" onClick={() => setOpen({ kind: 'info', service: s })}>
              {t('more_info')} <span className="sr-only">{s.name}</span>
            </Button>
            {isChosen ? (
              <span className={cards.added}>{t('added')}</span>
            ) : (
              <Button disabled={!bookable} aria-disabled={pendingId !== null ? true : undefined} onClick={() => afterWarning(s.name, () => void add(s))}>
                {t('add')} <span className="sr-only">{s.name}</span>
              </Button>
            )}
            {pendingId === s.id_car_service ? <Spinner label={t('updating')} /> : null}
          </div>
        </article>
      </li>
    );
  };

  return (
    <>
      {failed ? (
        <p role="alert" className={styles.error}>
          {t('load_failed')}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <CarServicesRestoreNotice />
      {data === null && !failed ? <Spinner label={t('loading')} /> : null}
      {sections.map(({ key, headId }) => {
        const items = services.filter((s) => s.section === key);
        if (items.length === 0) return null;
        return (
          <section key={key} className={cards.section} aria-labelledby={headId}>
            <div className={styles.sectionHead}>
              <h2 id={headId} className={cards.sectionTitle}>
                {t(`section_${key}`)}
              </h2>
              {key === 'car_services' ? (
                <Button variant="ghost" onClick={() => setOpen({ kind: 'discount' })}>
                  {t('discount_info')}
                </Button>
              ) : null}
            </div>
            {key === 'car_services' && !vehicle ? <p className={styles.note}>{t('identify_lead')}</p> : null}
            <ul className={cards.list}>{items.map(card)}</ul>
          </section>
        );
      })}
      <FerryRemoval product={product} reprice={reprice} onInfo={() => setOpen({ kind: 'ferry' })} />
      <CustomRequests reprice={reprice} confirmFirst={(go) => afterWarning(null, go)} />
      <Suspense fallback={null}>
        {open?.kind === 'vehicle' ? (
          <VehicleDialog
            editing={open.start === 'extra' ? vehicle : null}
            start={open.start}
            requirements={open.service ?? undefined}
            onClose={vehicleClosed}
          />
        ) : null}
        {open?.kind === 'km' && vehicle ? (
          <KmDialog
            vehicle={vehicle}
            onClose={(saved, v) => {
              setOpen(null);
              if (saved && v) setBookingVehicle(v);
            }}
          />
        ) : null}
        {open?.kind === 'info' ? (
          <InfoDialog
            service={open.service}
            chosen={chosen.has(open.service.id_car_service)}
            onRemove={() => remove(open.service.id_car_service)}
            onClose={() => setOpen(null)}
          />
        ) : null}
        {open?.kind === 'discount' ? <DiscountInfoDialog onClose={() => setOpen(null)} /> : null}
        {open?.kind === 'ferry' ? <FerryInfoDialog onClose={() => setOpen(null)} /> : null}
        {open?.kind === 'warning' ? (
          <BeforeBuyWarningDialog
            serviceName={open.serviceName}
            onClose={() => setOpen(null)}
            onAccept={() => {
              setCarServices({ warningAccepted: true });
              setOpen(null);
              open.then();
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
