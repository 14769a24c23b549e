import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customServiceRequest, customTyresRequest } from '@parking/domain/contracts/car-service';
import { SERVICE_REQUEST_MAX_LENGTH, SERVICE_REQUEST_MIN_LENGTH, TYRE_QUANTITY_MAX, TYRE_QUANTITY_MIN } from '@parking/domain/car-services/custom-requests';
import type { ValidationMessage } from '@parking/domain/validation/messages';
import { Button } from '../../components/button';
import { describedBy, FieldError } from '../../shared/form/field-error';
import { ServicePhotosField } from './service-photos-field';
import { carServiceSlice, replaceCarServices, setCarServices, useCarServiceSelection } from './car-service-store';
import styles from './car-services.module.css';
import cards from '../../shared/ui/service-card.module.css';

type Errors = Record<string, ValidationMessage | undefined>;

const VARS: Record<string, Record<string, number>> = {
  min_length: { min: SERVICE_REQUEST_MIN_LENGTH },
  max_length: { max: SERVICE_REQUEST_MAX_LENGTH },
};

/** zod issues (the domain's message keys) by field. */
function errorsOf(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const out: Errors = {};
  for (const i of issues) {
    const field = String(i.path[0] ?? '');
    out[field] ??= { key: i.message, values: VARS[i.message] } as ValidationMessage;
  }
  return out;
}

/**
 * Issue 16.3: the custom tyre request (size, brand preference, quantity) and the custom
 * service request (free text). Nothing is charged now: the workshop sends a quote later
 * (decision 0025); the price block shows their lines.
 */
export function CustomRequests({ reprice, confirmFirst = (go) => go() }: { reprice: () => Promise<boolean>; confirmFirst?: (go: () => void) => void }) {
  const { t } = useTranslation('carServices');
  const sel = useCarServiceSelection();
  const [size, setSize] = useState('');
  const [brand, setBrand] = useState('');
  const [quantity, setQuantity] = useState('4');
  const [text, setText] = useState('');
  const [tyreErrors, setTyreErrors] = useState<Errors>({});
  const [serviceErrors, setServiceErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const id = useId();
  const headId = `${id}-head`;

  const apply = async (patch: Parameters<typeof setCarServices>[0]) => {
    const before = carServiceSlice.get();
    setBusy(true);
    setCarServices(patch);
    if (!(await reprice())) replaceCarServices(before);
    setBusy(false);
  };

  const sendTyres = (e: FormEvent) => {
    e.preventDefault();
    const r = customTyresRequest.safeParse({ size, brand_preference: brand, quantity });
    if (!r.success) return setTyreErrors(errorsOf(r.error.issues));
    setTyreErrors({});
    confirmFirst(() => void apply({ customTyres: r.data }));
  };
  const sendService = (e: FormEvent) => {
    e.preventDefault();
    const upload = carServiceSlice.get().photoUpload;
    const r = customServiceRequest.safeParse({ description: text, photo_upload_token: upload && upload.photos.length > 0 ? upload.token : null });
    if (!r.success) return setServiceErrors(errorsOf(r.error.issues));
    setServiceErrors({});
    confirmFirst(() => void apply({ serviceRequest: r.data }));
  };

  const field = (name: string, label: string, errors: Errors, input: (attrs: Record<string, unknown>) => React.ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {input({ id: `${id}-${name}`, name, ...describedBy(errors[name], `${id}-${name}-error`) })}
      <FieldError id={`${id}-${name}-error`} error={errors[name]} />
    </div>
  );

  return (
    <section className={cards.section} aria-labelledby={headId}>
      <h2 id={headId} className={cards.sectionTitle}>
        {t('custom_heading')}
      </h2>
      <p className={styles.note}>{t('quote_later_note')}</p>
      <div className={styles.customGrid}>
        <form className={styles.customForm} onSubmit={sendTyres} noValidate aria-labelledby={`${id}-tyres`}>
          <h3 id={`${id}-tyres`} className={cards.cardTitle}>
            {t('custom_tyres')}
          </h3>
          {sel.customTyres ? (
            <>
              <p>
                {sel.customTyres.quantity} × {sel.customTyres.size}
                {sel.customTyres.brand_preference ? ` (${sel.customTyres.brand_preference})` : ''} · {t('quote_later')}
              </p>
              <Button variant="secondary" disabled={busy} onClick={() => void apply({ customTyres: null })}>
                {t('custom_remove')} <span className="sr-only">{t('custom_tyres')}</span>
              </Button>
            </>
          ) : (
            <>
              {field('size', t('tyre_size'), tyreErrors, (a) => (
                <input {...a} type="text" value={size} placeholder="205/55 R16" onChange={(e) => setSize(e.target.value)} maxLength={40} />
              ))}
              {field('brand_preference', t('tyre_brand'), tyreErrors, (a) => (
                <input {...a} type="text" value={brand} onChange={(e) => setBrand(e.target.value)} maxLength={60} />
              ))}
              {field('quantity', t('tyre_quantity'), tyreErrors, (a) => (
                <input {...a} type="number" min={TYRE_QUANTITY_MIN} max={TYRE_QUANTITY_MAX} value={quantity} onChange={(e) => setQuantity(e.target.value)} />
              ))}
              <Button type="submit" disabled={busy}>
                {t('custom_send')} <span className="sr-only">{t('custom_tyres')}</span>
              </Button>
            </>
          )}
        </form>
        <form className={styles.customForm} onSubmit={sendService} noValidate aria-labelledby={`${id}-service`}>
          <h3 id={`${id}-service`} className={cards.cardTitle}>
            {t('custom_service')}
          </h3>
          {sel.serviceRequest ? (
            <>
              <p>
                {sel.serviceRequest.description} · {t('quote_later')}
              </p>
              {sel.serviceRequest.photo_upload_token && sel.photoUpload ? <p className={styles.note}>{t('photos_count', { n: sel.photoUpload.photos.length })}</p> : null}
              <Button variant="secondary" disabled={busy} onClick={() => void apply({ serviceRequest: null })}>
                {t('custom_remove')} <span className="sr-only">{t('custom_service')}</span>
              </Button>
            </>
          ) : (
            <>
              {field('description', t('service_description'), serviceErrors, (a) => (
                <textarea {...a} value={text} rows={3} maxLength={SERVICE_REQUEST_MAX_LENGTH} onChange={(e) => setText(e.target.value)} />
              ))}
              <ServicePhotosField id={`${id}-photos`} />
              <Button type="submit" disabled={busy}>
                {t('custom_send')} <span className="sr-only">{t('custom_service')}</span>
              </Button>
            </>
          )}
        </form>
      </div>
    </section>
  );
}
