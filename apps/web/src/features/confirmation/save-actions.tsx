import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../components/button';
import type { BookingCalendar } from './confirmation-calendar';
import styles from './confirmation.module.css';

/** "Add to calendar" (.ics and Google Calendar, drop-off and pick-up) and Print (issue 9.1). */
export function SaveActions({ calendar }: { calendar: BookingCalendar | null }) {
  const { t } = useTranslation('confirmation');
  const headingId = useId();
  const newTab = (
    <>
      {' '}
      <span className="sr-only">{t('actions.newTab')}</span>
    </>
  );
  return (
    <section className={`${styles.actions} ${styles.noPrint}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {t('actions.heading')}
      </h2>
      {calendar ? (
        <>
          <a className={buttonClass('primary')} href={calendar.icsHref} download={calendar.filename}>
            {t('actions.ics')}
          </a>
          <a className={buttonClass('secondary')} href={calendar.googleDropOff} target="_blank" rel="noopener noreferrer">
            {t('actions.googleDropOff')}
            {newTab}
          </a>
          <a className={buttonClass('secondary')} href={calendar.googlePickUp} target="_blank" rel="noopener noreferrer">
            {t('actions.googlePickUp')}
            {newTab}
          </a>
        </>
      ) : null}
      <Button variant="secondary" onClick={() => window.print()}>
        {t('actions.print')}
      </Button>
    </section>
  );
}
