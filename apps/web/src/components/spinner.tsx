import styles from './spinner.module.css';

interface SpinnerProps {
  /** translated text read by screen readers */
  label: string;
  size?: 'small' | 'large';
}

export function Spinner({ label, size = 'small' }: SpinnerProps) {
  return (
    <span role="status" className={styles.wrap}>
      <span className={`${styles.spinner} ${size === 'large' ? styles.large : ''}`} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
