import { QRCodeSVG } from 'qrcode.react';

type QrCodeProps = {
  value: string;
  /** What a screen reader announces instead of the picture. */
  label: string;
  className?: string;
};

/**
 * A QR code drawn as SVG in the browser (qrcode.react), black on white with the standard quiet
 * zone; medium error correction survives a crumpled printed card. Loaded lazily (see LazyQrCode),
 * so only pages that show a link carry the library.
 */
export default function QrCode({ value, label, className }: QrCodeProps) {
  return (
    <QRCodeSVG
      value={value}
      level="M"
      marginSize={4}
      bgColor="#ffffff"
      fgColor="#000000"
      role="img"
      aria-label={label}
      className={className}
      size={256}
    />
  );
}
