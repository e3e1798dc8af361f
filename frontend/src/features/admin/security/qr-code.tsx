import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import { Skeleton } from '../../../components/ui';

export type QrCodeProps = {
  /** What the code holds (an otpauth:// address). */
  value: string;
  /** Describes the code for screen readers. */
  alt: string;
};

/** A QR code drawn as an SVG image (black on white, with a quiet zone), 192 px square. */
export function QrCode({ value, alt }: QrCodeProps) {
  const [svg, setSvg] = useState<{ value: string; url: string } | null>(null);
  useEffect(() => {
    let live = true;
    void qrSvg(value, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then((markup) => {
      if (live) setSvg({ value, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}` });
    });
    return () => {
      live = false;
    };
  }, [value]);
  if (!svg || svg.value !== value) return <Skeleton className="size-48" />;
  return (
    <img
      src={svg.url}
      alt={alt}
      width={192}
      height={192}
      className="size-48 rounded-control border border-line bg-white"
      data-testid="two-factor-qr"
    />
  );
}
