import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { browserZoneDiffers } from '@parking/domain/time/madrid';
import styles from './timezone-warning.module.css';

function browserZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    return null;
  }
}

/** Spec 1: times are Madrid's; warn when the browser's clock would read differently. */
export function TimezoneWarning() {
  const { t } = useTranslation('app');
  const differs = useMemo(() => browserZoneDiffers(browserZone(), new Date()), []);
  if (!differs) return null;
  return (
    <p className={styles.tz} role="note">
      {t('timezone.warning')}
    </p>
  );
}
