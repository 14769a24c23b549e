import type { ReactNode } from 'react';
import styles from './step-frame.module.css';

interface StepFrameProps {
  title: string;
  lead?: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** The common frame of a page: one h1, a lead text, the content and the step buttons. */
export function StepFrame({ title, lead, children, actions }: StepFrameProps) {
  return (
    <div className={styles.frame}>
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
