import { type ReactNode, useId } from 'react';
import styles from './summary.module.css';

/** Spec 2: the summary can fold its details (when vouchers exist and none is chosen). */
export interface SummaryCollapse {
  collapsed: boolean;
  onToggle: () => void;
  /** id of what folds */
  controls: string;
}

/** A summary card (the booking's beside a step, or a stored reservation's): titled section. */
export function SummaryCard({ title, className, id, collapse, children }: { title: string; className: string | undefined; id?: string; collapse?: SummaryCollapse; children: ReactNode }) {
  const headingId = useId();
  // A section, not an aside: the sidebar sits inside <main>, where a complementary landmark
  // would not be top level (axe best-practice).
  return (
    <section id={id} className={`${styles.summary} ${className}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {collapse ? (
          <button type="button" className={styles.collapseToggle} aria-expanded={!collapse.collapsed} aria-controls={collapse.controls} onClick={collapse.onToggle}>
            <span>{title}</span>
            <span aria-hidden="true">{collapse.collapsed ? '▾' : '▴'}</span>
          </button>
        ) : (
          title
        )}
      </h2>
      {children}
    </section>
  );
}

/**
 * One block of a summary card: its heading, then its content. Given an `action` (even null),
 * the heading sits in a row with it.
 */
export function SummaryBlock({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = useId();
  const heading = (
    <h3 id={id} className={styles.subheading}>
      {title}
    </h3>
  );
  return (
    <section className={styles.block} aria-labelledby={id}>
      {action !== undefined ? (
        <div className={styles.blockHead}>
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** Terms and their values (booking data, traveller data, billing data). */
export function DataRows({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className={styles.data}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.dataRow}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
