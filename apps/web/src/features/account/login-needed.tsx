import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { openAccountDialog } from '../../modules/account/account-dialog';
import { StepFrame } from '../../shared/ui/step-frame';

/** An account page opened without a session: its title, why, and the login button. */
export function LoginNeeded({ title, lead }: { title: string; lead: string }) {
  const { t } = useTranslation('account');
  return (
    <StepFrame title={title} lead={lead}>
      <p>
        <Button onClick={() => openAccountDialog('login')}>{t('header.login')}</Button>
      </p>
    </StepFrame>
  );
}
