/** The part of the qrcode package's module matrix the drawing reads. */
export interface QrModules {
  size: number;
  /** 1 for a dark module at (row, column) */
  get(row: number, col: number): number | boolean;
}

/** Light modules around the code: scanners need a quiet zone (ISO 18004 asks for 4). */
export const QR_QUIET_ZONE = 4;

/**
 * One SVG path for the dark modules, a rectangle per horizontal run (a few hundred bytes for a
 * booking number), in a viewBox of `size` units that includes the quiet zone.
 */
export function qrPath(m: QrModules, quiet = QR_QUIET_ZONE): { size: number; d: string } {
  const parts: string[] = [];
  for (let row = 0; row < m.size; row++) {
    let col = 0;
    while (col < m.size) {
      if (!m.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < m.size && m.get(row, col)) col++;
      parts.push(`M${start + quiet} ${row + quiet}h${col - start}v1h-${col - start}z`);
    }
  }
  return { size: m.size + 2 * quiet, d: parts.join('') };
}
