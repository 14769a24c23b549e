import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isExtraBlocked } from '@parking/domain/business/company-rules';
import { missingServices, servicesOfChosenExtras } from '@parking/domain/pricing/offer-rules';
import { useBusinessContext } from '../../modules/account/me';
import { setBookingData, useBookingSelector } from '../../modules/booking/booking-store';
import { chosenExtras, recalculateAndKeep, recalculateOffer, useCurrentOffer } from '../../modules/offers/current-offer';
import { type ExtraView, toExtraViews } from '../../modules/booking/extra-view';
import { saveSnapshot } from '../../modules/booking/snapshot';
import { StepWithSummary } from '../../modules/summary/step-with-summary';
import { SummaryButtons } from '../../modules/summary/summary-buttons';
import { ServicesView } from './services-view';
import { useSaveChange } from '../../modules/manage/use-save-change';

const ChangeCardDialog = lazy(() => import('../../modules/manage/change-card-dialog'));
import styles from '../../shared/ui/step-frame.module.css';

// Issue 16: the car-service cards are their own chunk.
const CarServicesSection = lazy(() => import('../../modules/car-services/car-services-section').then((m) => ({ default: m.CarServicesSection })));

/** Spec 2 Services step: extras on sale for the booking, each change re-priced by the server. */
export default function ServicesPage() {
  const { t, i18n } = useTranslation('offer');
  const navigate = useNavigate();
  const { extras: rawExtras, carServices } = useCurrentOffer();
  const { kinds } = useBookingSelector((s) => s.offerContext);
  const chosenIds = useBookingSelector((s) => s.trip.extras);
  const sourceMode = useBookingSelector((s) => s.trip.source_mode);
  const pending = useBookingSelector((s) => s.offerPending > 0);
  const dropped = useBookingSelector((s) => s.droppedExtras);
  const [pendingId, setPendingId] = useState<number | null>(null);
  // Spec 6: "some washes show 'blocked by your company'" (business mode).
  const business = useBusinessContext();
  const [priced, setPriced] = useState(false);

  // Price the stored booking on entry, so a reload or a direct link shows real extras; again
  // on a language change, because extra names and descriptions come from the server.
  useEffect(() => {
    let alive = true;
    void recalculateOffer().then(() => alive && setPriced(true));
    return () => {
      alive = false;
    };
  }, [i18n.language]);

  const extras = useMemo(() => toExtraViews(rawExtras), [rawExtras]);
  const chosen = chosenExtras(chosenIds, kinds);

  const onToggle = async (extra: ExtraView) => {
    if (pendingId !== null) return;
    const isChosen = extra.id === chosen.wash || extra.id === chosen.space;
    const value = isChosen ? null : extra.id;
    setPendingId(extra.id);
    // an accepted extra is kept for a reload, like a voucher or points (a reload here keeps the wash)
    await recalculateAndKeep(extra.kind === 'wash' ? { washExtraId: value } : { spaceExtraId: value });
    setPendingId(null);
  };

  // Spec 4: urban parking (and later modify mode) needs at least one service to continue.
  // Chosen ids of a kind not known yet count as extras all the same.
  const washes = chosen.wash === null ? 0 : 1;
  // Issue 17.2/17.4: modify mode needs a service to continue (spec 4) and saves from here too;
  // ERP mode labels Continue as Save, and Continue saves.
  const change = useSaveChange((token) => {
    if (!token) return;
    setBookingData({ reservationToken: token });
    void navigate(`/confirmation?reservation_token=${encodeURIComponent(token)}`);
  });
  const missing = missingServices({ sourceMode, modifying: change.active && !change.agent }, servicesOfChosenExtras(chosenIds.length, washes));
  const unchanged = change.changes.length === 0;
  return (
    <StepWithSummary
      // The car-service sections make this step longer than the summary: the buttons follow the
      // step (as on traveller data, issue 9.5) so the page end shows them; the summary stays in view.
      buttonsAt="main"
      below={
        <>
          <SummaryButtons
            onReturn={() => void navigate('/products')}
            onContinue={
              change.agent
                ? () => void change.save()
                : () => {
                    // Spec 4 Snapshot: saved on Continue.
                    saveSnapshot();
                    void navigate('/traveler-data');
                  }
            }
            continueLabel={change.agent ? t('manage:save_button') : undefined}
            continueDisabled={change.agent ? unchanged || change.sending : missing}
            hint={
              change.active
                ? [unchanged ? t('manage:save_unchanged') : '', missing ? t('services.missing') : ''].filter(Boolean).join(' ') || null
                : missing
                  ? t('services.missing')
                  : null
            }
            onBook={change.active && !change.agent ? () => void change.save() : undefined}
            bookLabel={t('manage:save_button')}
            bookDisabled={unchanged}
            sending={change.sending}
          />
          {change.cardFor ? (
            <Suspense fallback={null}>
              <ChangeCardDialog amount={change.cardFor.amount} body={change.cardFor.body} onSaved={change.finish} onClose={change.closeCard} />
            </Suspense>
          ) : null}
        </>
      }
    >
      <div className={styles.frame}>
        <h1 className={styles.title}>{t('app:services.title')}</h1>
        <p className={styles.lead}>{t('app:services.lead')}</p>
        {/* Extras the newly chosen product does not sell were taken off the booking: say which. */}
        {dropped.length > 0 ? (
          <p role="status" className={styles.lead}>
            {t('services.droppedExtras', { names: new Intl.ListFormat(i18n.language || 'es', { type: 'conjunction' }).format(dropped) })}
          </p>
        ) : null}
        <ServicesView
          extras={extras}
          chosen={chosen}
          pendingId={pendingId}
          busy={pending}
          loading={!priced && extras.length === 0}
          carServices={carServices}
          onToggle={onToggle}
          isBlocked={(extra) => isExtraBlocked(extra.kind, business)}
          carServicesSlot={
            <Suspense fallback={null}>
              <CarServicesSection reprice={async () => (await recalculateOffer()).ok} />
            </Suspense>
          }
        />
      </div>
    </StepWithSummary>
  );
}
