import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../scripts/securityHeaders';

const headersFor = securityHeaders(new URL('../../public/_headers', import.meta.url).pathname);

describe('the security headers of the built site', () => {
  it('the sizer may not be framed, at either of its paths', () => {
    for (const path of ['/', '/index.html', '/index']) {
      const h = headersFor(path);
      expect(h['Content-Security-Policy']).toContain("frame-ancestors 'none'");
      expect(h['Content-Security-Policy']).toContain("script-src 'self'");
      expect(h['X-Frame-Options']).toBe('DENY');
      expect(h['X-Content-Type-Options']).toBe('nosniff');
    }
  });

  it('the widget may be framed by any site, and no other rule that matches it denies that', () => {
    for (const path of ['/widget.html', '/widget']) {
      const h = headersFor(path);
      expect(h['Content-Security-Policy']).toContain('frame-ancestors *');
      expect(h).not.toHaveProperty('X-Frame-Options');
      expect(h['X-Content-Type-Options']).toBe('nosniff');
    }
  });

  it('files and the host demo get only what every file shares', () => {
    for (const path of ['/assets/main.js', '/embed/v1.js', '/embed-demo.html'])
      expect(Object.keys(headersFor(path)).sort()).toEqual(['Referrer-Policy', 'X-Content-Type-Options']);
  });
});

describe('reading a headers file', () => {
  it('refuses a header that two matching rules set, as hosts would join the two values', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'headers-')), '_headers');
    writeFileSync(file, '/*\n  X-Frame-Options: DENY\n\n/widget.html\n  X-Frame-Options: SAMEORIGIN\n');
    const read = securityHeaders(file);
    expect(read('/index.html')).toEqual({ 'X-Frame-Options': 'DENY' });
    expect(() => read('/widget.html')).toThrow(/X-Frame-Options is set twice for \/widget.html/);
  });
});
