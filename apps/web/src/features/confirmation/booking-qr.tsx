import { useEffect, useState } from 'react';
import { afterLoad } from '../../lib/after-load';
import { qrPath } from './qr-path';
import styles from './confirmation.module.css';

/** After the load event: the QR code is not what the traveller reads first (the number is). */
const QR_DELAY_MS = 1000;

type Drawing = { value: string; size: number; d: string };
type Qr = { create: (typeof import('qrcode'))['create'] };

/**
 * The booking number as a QR code for the car park's desk (issue 9.1), drawn as SVG from the
 * `qrcode` package's module matrix. The package is imported once the page has painted, never on
 * the first screen (decision 0003); until it arrives a light square keeps the place (no shift).
 */
export function BookingQr({ value, label }: { value: string; label: string }) {
  const [drawing, setDrawing] = useState<Drawing | null>(null);

  useEffect(() => {
    let alive = true;
    // A second after the page's load: fetched with the first render, the package's chunk sat
    // on the path to the page's largest paint (Lighthouse LCP +0.3 s on the confirmation); an
    // idle callback right after the first frame still came before that paint.
    const cancel = afterLoad(() => {
      void import('qrcode').then(
        (mod) => {
          // CommonJS package: its functions are on the namespace or on its default export.
          const ns = mod as unknown as Partial<Qr> & { default?: Qr };
          const qr = ns.create ? (ns as Qr) : ns.default!;
          // M: 15% of the code may be lost (a printout folded, a scratched phone) and still read.
          const { modules } = qr.create(value, { errorCorrectionLevel: 'M' });
          if (alive) setDrawing({ value, ...qrPath(modules) });
        },
        () => {
          // offline or blocked: the number above is what the desk needs
        },
      );
    }, QR_DELAY_MS);
    return () => {
      alive = false;
      cancel();
    };
  }, [value]);

  if (!drawing || drawing.value !== value) return <div className={styles.qrPlaceholder} aria-hidden="true" />;
  return (
    <svg className={styles.qr} role="img" aria-label={label} viewBox={`0 0 ${drawing.size} ${drawing.size}`} shapeRendering="crispEdges">
      <rect width={drawing.size} height={drawing.size} fill="#fff" />
      <path d={drawing.d} fill="#000" />
    </svg>
  );
}
