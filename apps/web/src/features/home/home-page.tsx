import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button';
import { StepFrame } from '../../shared/ui/step-frame';

export default function HomePage() {
  const { t } = useTranslation('app');
  return (
    <StepFrame
      title={t('home.title')}
      lead={t('home.lead')}
      actions={<ButtonLink to="/where-when">{t('home.start')}</ButtonLink>}
    />
  );
}
