// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { engine } from '../../../src/app/pageResult';
import { openDocument } from '../../../src/document/draft';
import { createDocumentStore } from '../../../src/document/store';
import { RESULT_PANELS } from '../../../src/features/results/registry';
import { ResultsColumn } from '../../../src/features/results/ResultsColumn';
import { EN } from '../../../src/i18n/en/page';
import { FAILURE_PLAN_EN } from '../../../src/i18n/en/failurePlan';
import { loadLocale } from '../../../src/i18n/locales';
import { defaultConfig } from '../../../src/model/defaultConfig';
import { summarisePlan } from '../../../src/model/plan';

afterEach(cleanup);
beforeAll(() => Promise.all(RESULT_PANELS.map((p) => p.load?.())));

/** The results in the order a reader meets them, on screen and on paper. */
const ORDER = [
  'recommendation',
  'plan',
  'warnings',
  'capacity',
  'utilisation',
  'resiliency',
  'runway',
  'diagram',
  'failure-plan',
  'margins',
];
/** The panels that draw a chart. */
const CHARTS = ['capacity', 'runway', 'margins'];

/** A document of two clusters (the second a copy of the first), so the plan summary shows too. */
function twoClusters() {
  const config = defaultConfig();
  config.clusters.push({ ...structuredClone(config.clusters[0]!), id: 'second', name: 'Second' });
  return config;
}

function renderColumn(config = twoClusters()) {
  const cluster = config.clusters[0]!;
  const store = createDocumentStore(openDocument(config));
  return render(
    <ResultsColumn
      evaluation={{
        result: engine.evaluate(cluster, config.nodeTypes),
        context: { config, cluster, nodeTypes: config.nodeTypes },
        updating: false,
        failed: false,
        revision: 1,
      }}
      plan={{ result: summarisePlan(config.clusters, config.nodeTypes), updating: false, failed: false }}
      config={config}
      clusterIndex={0}
      stale={false}
      printing={false}
      store={store}
      selectCluster={() => {}}
      evaluate={engine.evaluate}
    />,
  );
}

describe('the results registry', () => {
  it('declares every panel once, in reading order', () => {
    expect(RESULT_PANELS.map((p) => p.id)).toEqual(ORDER);
    expect(new Set(RESULT_PANELS.map((p) => p.id)).size).toBe(RESULT_PANELS.length);
  });

  it('titles every panel in English and Japanese, each title its own', async () => {
    const ja = await loadLocale('ja', EN);
    for (const m of [EN, ja.m]) {
      const titles = RESULT_PANELS.map((p) => p.title(m));
      expect(titles.every((title) => title.trim().length > 0)).toBe(true);
      expect(new Set(titles).size).toBe(titles.length);
    }
  });

  it('renders each panel as one section under its title, in the registry order, charts where declared', async () => {
    const { container } = renderColumn();
    // The failure simulator's code arrives a moment after the page is running: on a busy machine,
    // importing it in jsdom takes more than findByText's default second.
    await screen.findByText(FAILURE_PLAN_EN.empty, {}, { timeout: 10_000 });
    const sections = [...container.querySelectorAll<HTMLElement>('#results > section.panel')];
    expect(sections.map((s) => s.id)).toEqual(ORDER);
    for (const p of RESULT_PANELS) {
      const section = container.querySelector(`#${p.id}`)!;
      expect(section).toHaveAttribute('aria-labelledby', `${p.id}-title`);
      expect(container.querySelector(`#${p.id}-title`)).toHaveTextContent(p.title(EN));
      // Charts wait as placeholders until near the view (jsdom has no IntersectionObserver).
      expect(section.querySelector('.chart-placeholder') !== null).toBe(CHARTS.includes(p.id));
      expect(p.chart !== undefined).toBe(CHARTS.includes(p.id));
    }
  });

  it('leaves the plan summary out for a document of one cluster', () => {
    const { container } = renderColumn(defaultConfig());
    expect(container.querySelector('#plan')).toBeNull();
    expect(container.querySelectorAll('#results > section.panel')).toHaveLength(ORDER.length - 1);
  });
});
