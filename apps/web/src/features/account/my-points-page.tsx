import { useTranslation } from 'react-i18next';
import { useMe } from '../../modules/account/me';
import { StepFrame } from '../../shared/ui/step-frame';
import { PointsSection } from '../../modules/vouchers/points-section';
import { LoginNeeded } from './login-needed';

/** Issue 19: a signed-in client's points (balance, pending, history), from the user menu. */
export default function MyPointsPage() {
  const { t } = useTranslation('vouchers');
  const { auth, data: me } = useMe();
  if (!auth || me?.type === 'agency') return <LoginNeeded title={t('account.pageTitle')} lead={t('account.loginNeeded')} />;
  return (
    <StepFrame title={t('account.pageTitle')} lead={t('account.lead')}>
      <PointsSection />
    </StepFrame>
  );
}
