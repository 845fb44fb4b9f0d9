// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ShareLinkFooter } from '../../../../src/features/results/report/ShareLinkFooter';
import { REPORT_EN } from '../../../../src/i18n/en/report';

afterEach(cleanup);

describe('the link at the end of the printed report', () => {
  it('has a QR code of version 20 at most when the link fits one (858 bytes at error correction L)', async () => {
    window.history.replaceState(null, '', `/#v1.${'a'.repeat(800)}`);
    render(<ShareLinkFooter />);
    const qr = await screen.findByRole('img', { name: REPORT_EN.qrLabel });
    // Version 20 is 97 modules a side, with the 4-module quiet zone on each side: 105.
    expect(Number(qr.getAttribute('viewBox')!.split(' ')[2])).toBeLessThanOrEqual(105);
    expect(screen.getByRole('link')).toHaveAttribute('href', window.location.href);
  });

  it('has none, and says so, for a link too long to scan: the link itself is still there', async () => {
    window.history.replaceState(null, '', `/#v1.${'a'.repeat(900)}`);
    render(<ShareLinkFooter />);
    expect(await screen.findByText(REPORT_EN.shareLinkNoQr)).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('link')).toHaveTextContent(window.location.href);
  });
});
