import { describe, expect, it } from 'vitest';
import { EN } from '../../../../src/i18n/en/page';
import { PANELS_EN } from '../../../../src/i18n/en/panels';
import { createFormatter } from '../../../../src/i18n/numbers';
import type { SizingConfig } from '../../../../src/model/config';
import { defaultConfig } from '../../../../src/model/defaultConfig';
import { evaluate } from '../../../../src/model/evaluate';
import { recommend } from '../../../../src/model/recommend';
import { runway } from '../../../../src/model/runway';
import { reportCsv, reportMarkdown, type ReportInput } from '../../../../src/features/results/report/exports';
import { overriddenDefaults } from '../../../../src/features/results/report/inputs';
import { handover } from '../../../../src/features/results/report/handover';
import { planReportMarkdown } from '../../../../src/features/results/report/planMarkdown';
import { REPORT_EN } from '../../../../src/i18n/en/report';

function input(config: SizingConfig, unit: 'TB' | 'TiB' = 'TiB'): ReportInput {
  const c = config.clusters[0]!;
  return {
    locale: { lang: 'en', m: EN, fmt: createFormatter('en-US', unit, EN) },
    config,
    clusterIndex: 0,
    result: { ...evaluate(c, config.nodeTypes, { recommendation: recommend }), runway: runway(c, config.nodeTypes) },
    link: 'https://sizer.example/#v1.abc',
    date: '11/23/2026',
    capacityUnit: unit,
  };
}

function withGroupName(name: string): SizingConfig {
  const config = defaultConfig();
  const c = config.clusters[0]!;
  c.workload.vmGroups[0] = { ...c.workload.vmGroups[0]!, name };
  return config;
}

describe('CSV export', () => {
  it('keeps a name that a spreadsheet would run as a formula as text, and quotes commas and quotes', () => {
    const csv = reportCsv(input(withGroupName('=HYPERLINK("x","y")')));
    expect(csv).toContain(`"vm-groups","'=HYPERLINK(""x"",""y"")","count",40,`);
  });

  it('gives storage in the unit chosen, unrounded: the default 138.24 TB raw are 125.73 TiB', () => {
    // 6 nodes × 6 × 3.84 TB = 138.24 TB raw = 138.24e12 ÷ 2^40 = 125.73 TiB.
    const tb = reportCsv(input(defaultConfig(), 'TB'));
    const tib = reportCsv(input(defaultConfig(), 'TiB'));
    expect(tb).toContain('"waterfall","raw","total",138.24,"TB"');
    expect(tib).toContain(`"waterfall","raw","total",${138.24e12 / 2 ** 40},"TiB"`);
  });
});

describe('Markdown export', () => {
  it('escapes table pipes and markup in user text', () => {
    const md = reportMarkdown(input(withGroupName('a|b *c*')));
    expect(md).toContain('| a\\|b \\*c\\* |');
  });

  it('lists each setting changed from its default with the default beside it', () => {
    const config = defaultConfig();
    config.clusters[0]!.thresholds.cpu = 0.95;
    config.clusters[0]!.protection.ecx.enabled = true;
    config.clusters[0]!.overheads.cvmRamGiB = 48;
    config.clusters[0]!.rebuild.startDelaySeconds = 300;
    config.clusters[0]!.faultDomains.awareness = 'rack';
    expect(overriddenDefaults(input(config).locale, config.clusters[0]!)).toEqual([
      { setting: 'Fault domain awareness', value: 'Rack', default: 'Node' },
      { setting: 'EC-X erasure coding', value: 'on', default: 'off' },
      { setting: 'CVM RAM per node', value: '48 GiB', default: '32 GiB' },
      { setting: 'CPU target', value: '95%', default: '80%' },
      { setting: 'Rebuild start delay', value: '5 min', default: '60 sec' },
    ]);
    const md = reportMarkdown(input(config));
    expect(md).toContain('- CPU target: 95% (default 80%)');
    expect(md).toContain('- EC-X erasure coding: on (default off)');
    expect(md).not.toMatch(/protection\.ecx|thresholds\.cpu/);
    expect(md).toContain('EC-X on: 50% of the data write-cold, 50% of the saving counted');
  });
});

describe('the proposal details in the exports', () => {
  it('the Markdown names whom it is for under its title, as given; without details it starts as before', () => {
    const config = { ...defaultConfig(), proposal: { customer: 'Example *Trading*', project: 'DC refresh', date: '2026-11-25' } };
    const md = reportMarkdown(input(config));
    expect(md).toContain(
      '# Cluster sizing report: Small general-purpose cluster\n\n- **Customer:** Example \\*Trading\\*\n- **Project:** DC refresh\n\nPrepared on',
    );
    expect(reportMarkdown(input(defaultConfig()))).toMatch(/^# Cluster sizing report: Small general-purpose cluster\n\nPrepared on/);
  });
});

describe('the rack layout as the way to rack the nodes', () => {
  /** Six nodes in three racks of two single-node blocks: rack awareness takes effect at RF2. */
  function racked(): SizingConfig {
    const config = defaultConfig();
    const c = config.clusters[0]!;
    c.faultDomains = { ...c.faultDomains, awareness: 'rack', nodesPerBlock: 1, blocksPerRack: 2 };
    return config;
  }

  it('lists every block in its rack with its nodes, in the Markdown report and the CSV, with the instruction under rack awareness', () => {
    const config = racked();
    const md = reportMarkdown(input(config));
    expect(md).toContain(`## Rack layout\n\n${PANELS_EN.diagram.installNote}\n\n| Rack | Block | Nodes |`);
    const rows = md
      .split('## Rack layout')[1]!
      .split('\n## ')[0]!
      .split('\n')
      .filter((l) => /^\| r\d/.test(l));
    expect(rows).toHaveLength(6);
    expect(rows[0]).toMatch(/^\| r1 \| b1 \| n1 \(All-flash 2×24c, 768 GiB, 6×3\.84 TB SSD\) \|$/);
    const csv = reportCsv(input(config));
    expect(csv).toContain('"layout","n1","rack","r1",""');
    expect(csv.match(/"layout","n\d+","block"/g)).toHaveLength(6);
  });

  it('says no instruction where rack awareness is not in effect, and still lists the layout', () => {
    const md = reportMarkdown(input(defaultConfig()));
    expect(md).toContain('## Rack layout\n\n| Rack | Block | Nodes |');
    expect(md).not.toContain(PANELS_EN.diagram.installNote);
  });
});

describe('the expansion bought on a cadence', () => {
  it('says the policy, and the month each purchase is needed beside the month it is made, in the Markdown and the CSV', () => {
    const config = defaultConfig();
    const c = config.clusters[0]!;
    c.workload.growth = { yearlyShare: 0.5, years: 3 };
    c.expansion = { cadenceMonths: 12 };
    const r = runway(c, config.nodeTypes);
    const early = r.expansion.steps.find((s) => s.neededMonth !== s.month)!;
    expect(early).toBeDefined();
    const md = reportMarkdown(input(config));
    expect(md).toContain('Bought yearly, at least 1 node a purchase.');
    expect(md).toContain('| By month | Needed in month | Add |');
    expect(md).toContain(`| ${early.month} | ${early.neededMonth} | ${early.addNodes} |`);
    expect(reportCsv(input(config))).toContain(`"expansion","${early.month}","needed-month",${early.neededMonth},""`);
  });

  it('adds nothing for a cluster that buys as needed', () => {
    const config = defaultConfig();
    config.clusters[0]!.workload.growth = { yearlyShare: 0.5, years: 3 };
    const md = reportMarkdown(input(config));
    expect(md).not.toContain('Needed in month');
    expect(md).not.toContain('Bought ');
    expect(reportCsv(input(config))).not.toContain('needed-month');
  });
});

describe('CSV export: the answer for every cluster of the plan', () => {
  it('lists each cluster, not only the one on screen: nodes, node type, N+k, verdict and recommendation', () => {
    const config = defaultConfig();
    const dr = { ...structuredClone(config.clusters[0]!), id: 'dr', name: 'DR', nodes: [{ nodeTypeId: 'all-flash', count: 3 }] };
    config.clusters.push(dr);
    const csv = reportCsv(input(config));
    const typeName = config.nodeTypes.find((t) => t.id === 'all-flash')!.name;
    expect(csv).toContain(`"plan","Cluster 1","nodes",6,""`);
    expect(csv).toContain(`"plan","DR","nodes",3,""`);
    expect(csv).toContain(`"plan","DR","node-type","${typeName}",""`);
    expect(csv).toContain(`"plan","DR","headroom-nodes",1,"N+k"`);
    // Three nodes cannot carry the default workload: the verdict says so, and the recommendation is bigger.
    expect(csv).toContain(`"plan","DR","verdict","short",""`);
    expect(csv).toMatch(/"plan","DR","recommended-nodes",6,""/);
    expect(csv).toMatch(/"plan","DR","recommendation","Recommended: 6 nodes of All-flash [^"]*, N\+1"/);
  });
});

describe('the Markdown report of a plan of several clusters', () => {
  it('has the plan at a glance, then every cluster’s own report, not only the one on screen', () => {
    const config = defaultConfig();
    config.clusters.push({
      ...structuredClone(config.clusters[0]!),
      id: 'dr',
      name: 'Osaka DR',
      nodes: [{ nodeTypeId: 'all-flash', count: 3 }],
    });
    const base = input(config);
    const text = planReportMarkdown({
      locale: base.locale,
      handover: handover(config),
      link: base.link,
      date: base.date,
      capacityUnit: 'TiB',
    });
    const parts = text.split('\n---\n\n');
    expect(parts).toHaveLength(3);
    expect(parts[0]).toContain('| Cluster 1 | 6 | N+1 |');
    expect(parts[0]).toContain('| Osaka DR | 3 | N+1 |');
    expect(parts[1]).toContain('(Cluster Cluster 1)');
    expect(parts[2]).toContain('(Cluster Osaka DR)');
    // Each cluster's report is the one the page writes for it on its own.
    expect(parts[2]).toContain(`## ${REPORT_EN.recommendation}`);
  });
});
