import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ManageProblem } from '@parking/domain/entry/manage-entry';
import { Button } from '../../components/button';
import { clearBooking } from '../../modules/booking/booking-actions';
import { leaveManagedBooking } from '../../modules/manage/open-managed';
import { StepFrame } from '../../shared/ui/step-frame';

/**
 * Issue 17.5: a modify or agent link (also with focus=billing_data) whose booking cannot be
 * opened says why, in words, and offers a new booking: never a step with nothing to book.
 */
export default function LinkProblemPage({ problem }: { problem: ManageProblem }) {
  const { t } = useTranslation('manage');
  const navigate = useNavigate();
  const startNew = () => {
    leaveManagedBooking();
    clearBooking();
    navigate('/where-when', { replace: true });
  };
  const title = t(`linkProblem.${problem}.title`);
  return (
    <div data-page-title={title}>
    <StepFrame
      title={title}
      lead={t(`linkProblem.${problem}.text`)}
      actions={
        <>
          <Button onClick={startNew}>{t('linkProblem.startNew')}</Button>
          {problem === 'unavailable' ? (
            <Button variant="secondary" onClick={() => window.location.reload()}>
              {t('linkProblem.retry')}
            </Button>
          ) : null}
        </>
      }
    />
    </div>
  );
}
