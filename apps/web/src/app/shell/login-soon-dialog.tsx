import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';

/** Stands in for the login dialog until accounts arrive: guests can already book. */
export default function LoginSoonDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('app');
  return (
    <Dialog title={t('login.soonTitle')} closeLabel={t('common.close')} onClose={onClose}>
      <p>{t('login.soonBody')}</p>
      <p style={{ marginTop: 'var(--space-4)' }}>
        <Button onClick={onClose}>{t('login.continueAsGuest')}</Button>
      </p>
    </Dialog>
  );
}
