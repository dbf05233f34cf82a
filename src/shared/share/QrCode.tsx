import { useEffect, useState } from 'react';

interface QrCodeProps {
  url: string;
  /** The picture's accessible name ('QR code of https://…'). */
  label: string;
  className?: string;
  /** Called once the code is drawn (the printed quote list waits for every code before printing). */
  onDrawn?: () => void;
}

/** An address as a QR code (SVG paths only: no inline styles), drawn by a library loaded now. */
export function QrCode({ url, label, className, onDrawn }: QrCodeProps) {
  const [qr, setQr] = useState<{ size: number; path: string } | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode-generator')
      .then(({ default: qrcode }) => {
        const code = qrcode(0, 'M');
        code.addData(url);
        code.make();
        const count = code.getModuleCount();
        let path = '';
        for (let row = 0; row < count; row += 1) {
          for (let col = 0; col < count; col += 1) {
            if (code.isDark(row, col)) path += `M${col + 4} ${row + 4}h1v1h-1z`;
          }
        }
        if (live) setQr({ size: count + 8, path });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [url]);
  useEffect(() => {
    if (qr) onDrawn?.();
  }, [qr, onDrawn]);
  if (!qr) return <div className={className} aria-busy="true" />;
  return (
    <svg
      className={className}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
