import { useEffect, useLayoutEffect, useState } from 'react';
import { REPORT_EN } from '../../../i18n/en/report';
import { useFeatureTable } from '../../../ui/locale/LocaleContext';
import { holdPrint } from '../printReady';

/**
 * The largest QR code printed: version 20 (97 × 97 modules) at error correction L holds 858 bytes
 * (ISO/IEC 18004 capacity table). At 45 mm a module is about 0.46 mm, which a phone's camera reads
 * from a sheet of paper; a longer link makes modules too fine to scan. An inference, not a vendor rule.
 */
const QR = { maxVersion: 20, ecc: 'L', border: 4 } as const;

/** The QR code's dark modules as one SVG path, or null when the link does not fit. */
function qrPath(encode: typeof import('uqr').encode, text: string): { size: number; d: string } | null {
  try {
    const { size, data } = encode(text, QR);
    let d = '';
    data.forEach((row, y) => row.forEach((dark, x) => dark && (d += `M${x} ${y}h1v1h-1z`)));
    return { size, d };
  } catch {
    return null;
  }
}

/**
 * The link that opens this sizing again, at the end of the report in small type, with a QR code
 * when it is short enough to scan. The QR code's library loads only here, when the page prints.
 */
export function ShareLinkFooter() {
  const w = useFeatureTable('report', REPORT_EN);
  const link = window.location.href;
  const [qr, setQr] = useState<{ link: string; code: ReturnType<typeof qrPath> } | null>(null);
  const ready = qr?.link === link;
  useLayoutEffect(() => (ready ? undefined : holdPrint()), [ready]);
  useEffect(() => {
    let live = true;
    void import('uqr').then(
      ({ encode }) => live && setQr({ link, code: qrPath(encode, link) }),
      () => live && setQr({ link, code: null }),
    );
    return () => {
      live = false;
    };
  }, [link]);
  const code = ready ? qr.code : null;
  return (
    <footer className="report-link print-only-block">
      <h2>{w.shareLink}</h2>
      <div className="report-link__body">
        {code && (
          <svg
            className="report-qr"
            viewBox={`0 0 ${code.size} ${code.size}`}
            role="img"
            aria-label={w.qrLabel}
            shapeRendering="crispEdges"
          >
            <rect width={code.size} height={code.size} fill="#fff" />
            <path d={code.d} fill="#000" />
          </svg>
        )}
        <p className="report-link__url">
          <a href={link}>{link}</a>
        </p>
      </div>
      {ready && !code && <p className="report-link__note">{w.shareLinkNoQr}</p>}
    </footer>
  );
}
