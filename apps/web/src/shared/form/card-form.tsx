import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkCardRequest } from '@parking/domain/contracts/reservation';
import { Button } from '../../components/button';
import { TextField } from './text-field';
import type { ValidationMessage } from '@parking/domain/validation/messages';
import { cardDigits, cardIssues } from '@parking/domain/validation/card';
import styles from './form.module.css';

export interface CardValues {
  card_number: string;
  exp_month: string;
  exp_year: string;
  cvc: string;
  holder: string;
}
type CardField = keyof CardValues;
const EMPTY: CardValues = { card_number: '', exp_month: '', exp_year: '', cvc: '', holder: '' };

/**
 * Per-field messages: blanks say 'required'; then the domain's card checks (Luhn, expiry, CVC),
 * the same the server applies; anything else the card contract refuses is 'invalid_value'.
 */
export function cardErrors(values: CardValues, now: Date = new Date()): Partial<Record<CardField, ValidationMessage>> {
  const out: Partial<Record<CardField, ValidationMessage>> = {};
  for (const f of ['card_number', 'exp_month', 'exp_year', 'cvc'] as const) if (!values[f].trim()) out[f] = { key: 'required' };
  for (const issue of cardIssues(values, now)) out[issue.field] ??= { key: issue.key };
  const r = checkCardRequest.safeParse({ ...values, card_number: cardDigits(values.card_number), holder: values.holder || undefined });
  for (const issue of r.success ? [] : r.error.issues) {
    const f = String(issue.path[0]) as CardField;
    out[f] ??= { key: 'invalid_value' };
  }
  return out;
}

export interface CardFormProps {
  amount: string;
  busy: boolean;
  error: string | null;
  /** the traveller changed a field: an earlier decline no longer describes what is typed */
  onEdit?: () => void;
  onSubmit: (card: { card_number: string; exp_month: number; exp_year: number; cvc: string; holder?: string }) => void;
}

/** Card number, expiry, CVC, holder. Lives only in this component's state: unmounting clears it. */
export function CardForm({ amount, busy, error, onEdit, onSubmit }: CardFormProps) {
  const { t } = useTranslation('traveler');
  const [values, setValues] = useState<CardValues>(EMPTY);
  const [shown, setShown] = useState<Set<CardField>>(new Set());
  const refs = useRef(new Map<string, HTMLInputElement | null>());
  const errors = cardErrors(values);
  const visible = (f: CardField) => (shown.has(f) ? errors[f] : undefined);

  const field = (name: CardField) => ({
    name,
    value: values[name],
    error: visible(name),
    onChange: (v: string) => {
      setValues((s) => ({ ...s, [name]: v }));
      onEdit?.();
    },
    onBlur: () => setShown((s) => new Set(s).add(name)),
    inputRef: (el: HTMLInputElement | null) => refs.current.set(name, el),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const all = Object.keys(EMPTY) as CardField[];
    setShown(new Set(all));
    const first = all.find((f) => errors[f]);
    if (first) {
      refs.current.get(first)?.focus();
      return;
    }
    onSubmit({
      card_number: cardDigits(values.card_number),
      exp_month: Number(values.exp_month),
      exp_year: Number(values.exp_year),
      cvc: values.cvc,
      ...(values.holder.trim() ? { holder: values.holder.trim() } : {}),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>{t('card.intro', { amount })}</p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <TextField {...field('card_number')} label={t('card.number')} required inputMode="numeric" autoComplete="cc-number" maxLength={23} />
      <div className={styles.grid}>
        <TextField {...field('exp_month')} label={t('card.expMonth')} required inputMode="numeric" autoComplete="cc-exp-month" maxLength={2} />
        <TextField {...field('exp_year')} label={t('card.expYear')} required inputMode="numeric" autoComplete="cc-exp-year" maxLength={4} />
        <TextField {...field('cvc')} label={t('card.cvc')} required inputMode="numeric" autoComplete="cc-csc" maxLength={3} />
        <TextField {...field('holder')} label={t('card.holder')} autoComplete="cc-name" />
      </div>
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('card.paying') : t('card.pay')}
      </Button>
    </form>
  );
}
