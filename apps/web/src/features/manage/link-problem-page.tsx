import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ManageProblem } from '@parking/domain/entry/manage-entry';
import { Button, ButtonLink } from '../../components/button';
import { clearBooking } from '../../modules/booking/booking-actions';
import { useManage } from '../../modules/manage/manage-store';
import { leaveManagedBooking } from '../../modules/manage/open-managed';
import { StepFrame } from '../../shared/ui/step-frame';

/**
 * Issue 17.5: a modify or agent link (also with focus=billing_data) whose booking cannot be
 * opened for a change says why, in words, and offers a new booking: never a step with nothing
 * to book. A traveller's own link to a booking that can still be seen (cancelled, started,
 * inside the 24 hours, waiting for payment) also leads to its page.
 */
export default function LinkProblemPage({ problem }: { problem: ManageProblem }) {
  const { t } = useTranslation('manage');
  const navigate = useNavigate();
  const link = useManage((m) => m.link);
  const known = useManage((m) => m.view !== null);
  const startNew = () => {
    leaveManagedBooking();
    clearBooking();
    navigate('/where-when', { replace: true });
  };
  const title = t(`problem_${problem}_title`);
  const text = problem === 'not_found' && link?.kind === 'agent' ? t('problem_agent_not_found_text') : t(`problem_${problem}_text`);
  const viewLink = link?.kind === 'modify' && known ? `/confirmation?reservation_token=${encodeURIComponent(link.token)}` : null;
  return (
    <div data-page-title={title}>
      <StepFrame
        title={title}
        lead={text}
        actions={
          <>
            {viewLink ? (
              <ButtonLink to={viewLink} reloadDocument>
                {t('problem_view_booking')}
              </ButtonLink>
            ) : null}
            <Button variant={viewLink ? 'secondary' : 'primary'} onClick={startNew}>
              {t('problem_start_new')}
            </Button>
            {problem === 'unavailable' ? (
              <Button variant="secondary" onClick={() => window.location.reload()}>
                {t('problem_retry')}
              </Button>
            ) : null}
          </>
        }
      />
    </div>
  );
}
