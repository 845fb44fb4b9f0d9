// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { takeWholeStyles } from '../../src/app/wholeStyles';

describe('the whole stylesheet as the app takes the page over', () => {
  it('replaces the first screen’s rules with the whole sheet, once', () => {
    document.head.innerHTML =
      '<style data-first-screen>.bar{display:flex}</style><script type="text/plain" id="whole-styles">.bar{display:flex}.dialog{position:fixed}</script>';
    takeWholeStyles(document);
    expect(document.head.innerHTML).toBe('<style>.bar{display:flex}.dialog{position:fixed}</style>');
    takeWholeStyles(document);
    expect(document.head.innerHTML).toBe('<style>.bar{display:flex}.dialog{position:fixed}</style>');
  });

  it('a page that was not prerendered keeps the stylesheet it has', () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/app.css">';
    takeWholeStyles(document);
    expect(document.head.innerHTML).toBe('<link rel="stylesheet" href="/assets/app.css">');
  });
});
