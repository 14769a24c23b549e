import { type AccountAction, decide, type Principal } from '@parking/domain/business/permissions';
import { DomainError } from '@parking/domain/errors/codes';

/** The domain's permission table as errors: 401 without a session, 403 when not allowed. */
export function allow(p: Principal, action: AccountAction): void {
  const d = decide(p, action);
  if (d === 'unauthenticated') throw new DomainError('API_ERROR_UNAUTHORIZED');
  if (d === 'forbidden') throw new DomainError('API_ERROR_FORBIDDEN');
}
