import type { ReactNode } from 'react';
import styles from './confirmation.module.css';

/** The confirmation page's head: its icon, title and lead lines (confirmed or pending). */
export function PageHeader({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <header className={styles.header}>
      {icon}
      <div>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </header>
  );
}
