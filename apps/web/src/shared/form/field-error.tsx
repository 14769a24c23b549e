import { useTranslation } from 'react-i18next';
import type { ValidationMessage } from '@parking/domain/validation/messages';
import styles from './form.module.css';

/** A field's message (spec 5), under it; the field names it with aria-describedby={id}. */
export function FieldError({ id, error }: { id: string; error: ValidationMessage | undefined }) {
  const { t } = useTranslation('validation');
  return error ? (
    <p id={id} className={styles.error}>
      {t(error.key, error.values)}
    </p>
  ) : null;
}

/** The attributes that tie an input to its message. */
export const describedBy = (error: ValidationMessage | undefined, errorId: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? errorId : undefined,
});
