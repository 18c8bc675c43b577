import { useMemo } from 'react';
import { encode } from 'uqr';
import styles from './qr-code.module.css';

/** Spec 9: "QR code default size 200, margin 20" (pixels), dark modules on white in either theme. */
const SIZE = 200;

/** One SVG path of the dark modules, one unit per module. */
function modulesPath(data: readonly (readonly boolean[])[]): string {
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return path;
}

type Props = { value: string; label: string };

/** A QR code of `value`, drawn in the page (no image request); `label` names it for screen readers. */
export function QrCode({ value, label }: Props) {
  const code = useMemo(() => encode(value, { ecc: 'M', border: 0 }), [value]);
  return (
    <div className={styles.frame}>
      <svg
        role="img"
        aria-label={label}
        width={SIZE}
        height={SIZE}
        viewBox={`0 0 ${code.size} ${code.size}`}
        shapeRendering="crispEdges"
        data-qr-value={value}
      >
        <path d={modulesPath(code.data)} fill="#000" />
      </svg>
    </div>
  );
}
