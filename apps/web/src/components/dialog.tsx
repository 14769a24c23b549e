import { type CSSProperties, type ReactNode, type SyntheticEvent, useEffect, useId, useRef } from 'react';
import styles from './dialog.module.css';

interface DialogProps {
  title: string;
  /** translated accessible name of the close button; omit to hide it (spec: some dialogs cannot close) */
  closeLabel?: string;
  onClose: () => void;
  size?: 'sm' | 'md' | 'lg';
  /** a width in px the spec names for this dialog (e.g. the car-service info dialog's 700 px), instead of size */
  widthPx?: number;
  children: ReactNode;
}

/**
 * A native modal `<dialog>`: the browser gives focus trapping, Escape and the inert
 * background for free. Mount it to open it; it calls onClose and expects to be unmounted.
 */
export function Dialog({ title, closeLabel, onClose, size = 'sm', widthPx, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom lacks showModal; the open attribute keeps tests meaningful there.
    if (typeof el.showModal === 'function' && !el.open) el.showModal();
    else el.setAttribute('open', '');
    const handleClose = () => onCloseRef.current();
    el.addEventListener('close', handleClose);
    return () => {
      el.removeEventListener('close', handleClose);
      // No el.close() here: its 'close' event is queued and would reach the listener of a
      // StrictMode re-mount. Unmounting removes the dialog, which leaves the top layer anyway.
      opener?.focus();
    };
  }, []);

  const onCancel = (e: SyntheticEvent) => {
    // A dialog without a close button must not close on Escape either.
    if (!closeLabel) e.preventDefault();
  };

  return (
    <dialog ref={ref} className={`${styles.dialog} ${styles[size]}`} aria-labelledby={titleId} onCancel={onCancel}
      {...(widthPx ? { style: { '--dialog-width': `${widthPx}px` } as CSSProperties } : {})}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {closeLabel ? (
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => onCloseRef.current()}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}

/** A dialog's row of buttons (cancel first, the confirming one last). */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
