// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WIDGET_EN } from '../../src/i18n/en/widget';
import { defaultConfig } from '../../src/model/defaultConfig';
import { NumberInput } from '../../src/ui/fields/NumberInput';
import type { Channel } from '../../src/widget/channel';
import { Widget } from '../../src/widget/Widget';

const quiet: Channel = { connected: false, post: () => undefined, onMessage: () => () => undefined };
const attributes = (el: Element) =>
  Object.fromEntries(['type', 'inputmode', 'autocomplete', 'spellcheck'].map((a) => [a, el.getAttribute(a)]));

describe('the widget types numbers in the sizing page’s own number input', () => {
  it('takes every number, the node count included, with the same keypad and without autocomplete or spelling marks', () => {
    const { container } = render(<NumberInput aria-label="page" defaultValue="1" />);
    const page = attributes(container.querySelector('input')!);
    expect(page).toEqual({ type: 'text', inputmode: 'decimal', autocomplete: 'off', spellcheck: 'false' });
    render(<Widget initial={defaultConfig()} nodeTypeNames={{}} channel={quiet} startProblems={[]} fullSizerUrl="https://example.test/" />);
    for (const label of [WIDGET_EN.nodes, WIDGET_EN.compression, WIDGET_EN.dedup])
      expect(attributes(screen.getByLabelText(label))).toEqual(page);
  });
});
