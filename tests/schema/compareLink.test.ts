import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/model/defaultConfig';
import { applyVariant, singleCluster } from '../../src/model/variants';
import { decodeCompareLink, encodeCompareLink, findCompareFragment } from '../../src/schema/compareLink';
import { encodeShareLink } from '../../src/schema/shareLink';
import { describeInEnglish } from '../../src/i18n/describeInEnglish';

const encode = async (...configs: ReturnType<typeof defaultConfig>[]) => {
  const r = await encodeCompareLink(configs);
  if (!r.ok) throw new Error('too large');
  return r.fragment;
};

describe('comparison links', () => {
  it('carry two to four scenarios, in order, back to the same documents', async () => {
    const a = singleCluster(defaultConfig(), 0);
    const b = applyVariant(a, 0, 'rf3');
    const c = applyVariant(a, 0, 'all-nvme');
    const fragment = await encode(a, b, c);
    expect(fragment.startsWith('compare.v1.')).toBe(true);
    expect(fragment.split('~')).toHaveLength(3);
    const back = await decodeCompareLink(`https://sizer.example/#${fragment}`);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.scenarios.map((s) => s.ok)).toEqual([true, true, true]);
    expect(back.scenarios.map((s) => s.config)).toEqual([a, b, c]);
  });

  it('refuse a frame that does not hold 2 to 4 share links, naming what is wrong', async () => {
    const one = await encode(defaultConfig(), defaultConfig());
    const part = one.slice('compare.'.length).split('~')[0]!;
    const five = `compare.${Array(5).fill(part).join('~')}`;
    const words = async (link: string) => {
      const r = await decodeCompareLink(link);
      return r.ok ? null : describeInEnglish(r.problem);
    };
    expect(await words(`compare.${part}`)).toBe('holds fewer than 2 scenarios');
    expect(await words(five)).toBe('holds more than 4 scenarios');
    expect(await words(`compare.${part}~x<y`)).toBe('scenario 2 is not a share link');
    expect(await words('#v1.abc')).toBe('does not start with "compare."');
    expect(await decodeCompareLink(`#v1.abc`)).toMatchObject({ ok: false });
    expect(findCompareFragment('https://x/#v1.abc')).toBeNull();
  });

  it('open a damaged scenario as a damaged share link opens, beside the sound ones', async () => {
    const sound = await encodeShareLink(defaultConfig());
    if (!sound.ok) throw new Error('too large');
    const r = await decodeCompareLink(`compare.${sound.fragment}~${sound.fragment.slice(0, 30)}`);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.scenarios[0]!.ok).toBe(true);
    expect(r.scenarios[1]).toMatchObject({ ok: false, issue: 'corrupt', recovered: 'defaults' });
  });
});
