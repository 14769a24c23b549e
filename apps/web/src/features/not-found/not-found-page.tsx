import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button';
import { StepFrame } from '../../shared/ui/step-frame';

/** Any unknown path (spec 2): a translated message and a way back. */
export default function NotFoundPage() {
  const { t } = useTranslation('app');
  return (
    <StepFrame
      title={t('notFound.title')}
      lead={t('notFound.body')}
      actions={<ButtonLink to="/where-when">{t('notFound.back')}</ButtonLink>}
    />
  );
}
