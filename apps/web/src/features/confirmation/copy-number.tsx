import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import styles from './confirmation.module.css';

type Copy = 'idle' | 'copied' | 'failed';

/** Copies the booking number; the result is announced (a polite live region). */
export function CopyNumber({ value }: { value: string }) {
  const { t } = useTranslation('confirmation');
  const [state, setState] = useState<Copy>('idle');

  const copy = async () => {
    try {
      // Missing outside secure contexts and in some embedded browsers: then the traveller copies by hand.
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <Button variant="secondary" className={`${styles.copy} ${styles.noPrint}`} onClick={() => void copy()}>
        {t('ticket.copy')}
      </Button>
      <span role="status" className={styles.copyStatus}>
        {state === 'copied' ? t('ticket.copied') : state === 'failed' ? t('ticket.copyFailed') : ''}
      </span>
    </>
  );
}
