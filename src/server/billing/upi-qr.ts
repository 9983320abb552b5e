import 'server-only';
import QRCode from 'qrcode';

/**
 * A payment link as a QR code, an SVG drawn on the server (no script on the
 * page): another phone's UPI app scans it. Medium error correction survives a
 * smudged print of the bill.
 */
export function upiQrSvg(link: string, label: string): Promise<string> {
  return QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then((svg) =>
    svg.replace('<svg ', `<svg role="img" aria-label="${escapeAttribute(label)}" `),
  );
}

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
