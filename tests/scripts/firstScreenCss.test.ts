import { describe, expect, it } from 'vitest';
import { firstScreenCss } from '../../scripts/firstScreenCss';

const page = (body: string) => `<!doctype html><html lang="en"><head></head><body><div id="root">${body}</div></body></html>`;
const markup = page(
  '<header class="bar"><button type="button">Print</button><select id="lang"><option>English</option></select></header><details class="more"><summary>More</summary><p>text</p></details><ul class="list"><li>one</li></ul>',
);

describe('the rules of the first screen', () => {
  it('keeps the rules whose selectors match the markup, in their order, and drops the rest', () => {
    const css = '.bar{display:flex}.panel--stale{opacity:.5}#root>.bar{gap:1rem}.dialog{position:fixed}.list li{margin:0}';
    expect(firstScreenCss(css, markup)).toBe('.bar{display:flex}#root>.bar{gap:1rem}.list li{margin:0}');
  });

  it('keeps what the user may bring about before the app is there: hover, focus, a checked box, an opened details', () => {
    const css =
      'button:hover{color:red}:focus-visible{outline:3px solid}.more[open]>summary{font-weight:600}#lang:focus{outline:0}' +
      '.list>:hover{color:blue}.gone:hover{color:green}button:hover:not(:disabled){background:#eee}';
    expect(firstScreenCss(css, markup)).toBe(
      'button:hover{color:red}:focus-visible{outline:3px solid}.more[open]>summary{font-weight:600}#lang:focus{outline:0}' +
        '.list>:hover{color:blue}button:hover:not(:disabled){background:#eee}',
    );
  });

  it('keeps what the page’s own script sets before the app is there: the page closed to input, how it starts', () => {
    const css = "html[data-start='at-once'] #root[inert]{opacity:.55}html[data-taking-over]{cursor:progress}#root[data-other]{color:red}";
    expect(firstScreenCss(css, markup)).toBe("html[data-start='at-once'] #root[inert]{opacity:.55}html[data-taking-over]{cursor:progress}");
  });

  it('tries a selector’s own tests on the markup: the language, what it holds, what it is not', () => {
    const css =
      ':root:lang(ja){font-family:x}:root:lang(en){font-family:y}.more:has(p){padding:1rem}.more:has(table){padding:2rem}li:not(.done){opacity:1}';
    expect(firstScreenCss(css, markup)).toBe(':root:lang(en){font-family:y}.more:has(p){padding:1rem}li:not(.done){opacity:1}');
  });

  it('keeps media queries with a rule that matches, drops those left empty, and keeps other at-rules whole', () => {
    const css =
      '@media (prefers-color-scheme:dark){:root{--bg:#000}.dialog{color:#fff}}@media print{.dialog{display:none}}' +
      '@keyframes fade{from{opacity:0}to{opacity:1}}@font-face{font-family:x;src:url(x.woff2)}';
    expect(firstScreenCss(css, markup)).toBe(
      '@media (prefers-color-scheme:dark){:root{--bg:#000}}@keyframes fade{from{opacity:0}to{opacity:1}}@font-face{font-family:x;src:url(x.woff2)}',
    );
  });

  it('a selector it cannot try is kept', () => {
    const css = '.bar::part(thumb){color:red}.gone:unknown-pseudo(1){color:blue}';
    expect(firstScreenCss(css, markup)).toBe(css);
  });
});
