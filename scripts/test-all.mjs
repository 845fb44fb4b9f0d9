// Runs every check the project has, in order, and ends with one line `N passed, N failed`.
// Checks that are not test suites (type-check, lint, build, budgets) count as one test each;
// setup steps count only when they fail. The static checks run side by side: each is one
// single-threaded process, and the machines this runs on have two cores or more.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const steps = [
  { name: 'browser for e2e', cmd: 'bash scripts/ensure-chromium.sh', setup: true },
  { name: 'type-check', together: true, cmd: 'npm run -s typecheck' },
  { name: 'lint', together: true, cmd: 'npm run -s lint' },
  { name: 'formatting', together: true, cmd: 'npm run -s format:check' },
  { name: 'unused files, exports and dependencies (knip)', together: true, cmd: 'npm run -s knip' },
  {
    name: 'unit and property tests',
    cmd: 'npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json',
    report: 'test-results/unit.json',
    kind: 'vitest',
  },
  { name: 'build', cmd: 'npm run -s build' },
  { name: 'bundle budgets', cmd: 'node scripts/check-budgets.mjs' },
  { name: 'e2e in Chromium', cmd: 'npx playwright test', report: 'test-results/e2e.json', kind: 'playwright' },
];

rmSync('test-results', { recursive: true, force: true });
let passed = 0;
let failed = 0;
const failures = [];
const failedTests = [];
const together = steps.filter((step) => step.together);
const runsTogether = Promise.all(together.map(runBuffered));
for (const step of steps) {
  let run;
  if (step.together) {
    // Started with the others above; its output is shown whole, in the steps' order.
    run = (await runsTogether)[together.indexOf(step)];
    process.stdout.write(`\n=== ${step.name}: ${step.cmd}\n${run.output}`);
  } else {
    process.stdout.write(`\n=== ${step.name}: ${step.cmd}\n`);
    const started = Date.now();
    run = spawnSync(step.cmd, { shell: true, stdio: 'inherit', env: process.env });
    run.seconds = (Date.now() - started) / 1000;
  }
  const seconds = run.seconds.toFixed(1);
  const counts = step.report ? countReport(step) : null;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    failedTests.push(...counts.names);
  }
  if (run.status === 0) {
    if (!counts && !step.setup) passed += 1;
    process.stdout.write(`--- ${step.name}: ok (${seconds} s)\n`);
  } else {
    // A suite that crashed before reporting still counts as one failure.
    if (!counts || counts.failed === 0) failed += 1;
    failures.push(step.name);
    process.stdout.write(`--- ${step.name}: FAILED (${seconds} s)\n`);
  }
}
// The summary is also written to a file: CI prints it again after the later Nodes' runs, so that
// the end of a long log still says what failed.
const summary = [
  ...(failures.length ? [`failed steps: ${failures.join(', ')}`] : []),
  ...failedTests.map((name) => `failed: ${name}`),
  `${passed} passed, ${failed} failed`,
].join('\n');
process.stdout.write(`\n${summary}\n`);
mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/summary.txt', `${summary}\n`);
process.exit(failed === 0 ? 0 : 1);

function runBuffered(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.cmd, { shell: true, env: process.env });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (status) => resolve({ status, seconds: (Date.now() - started) / 1000, output: Buffer.concat(chunks).toString() }));
  });
}

function countReport(step) {
  if (!existsSync(step.report)) return null;
  const r = JSON.parse(readFileSync(step.report, 'utf8'));
  if (step.kind === 'vitest') {
    const names = (r.testResults ?? []).flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((t) => t.status === 'failed')
        .map((t) => `${file.name.replace(`${process.cwd()}/`, '')} › ${t.fullName}${why(t.failureMessages?.[0])}`),
    );
    return { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0, names };
  }
  const s = r.stats ?? {};
  return { passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (s.flaky ?? 0), names: failedSpecs(r.suites ?? []) };
}

/** Playwright's report nests suites (files, describe blocks); a test that failed or only passed on a retry is named. */
function failedSpecs(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((t) => t.status === 'unexpected' || t.status === 'flaky'))
      .map((spec) => {
        const error = spec.tests.flatMap((t) => t.results ?? []).find((result) => result.error)?.error;
        const at = error?.location && `at ${error.location.file.replace(`${process.cwd()}/`, '')}:${error.location.line}`;
        return `e2e/${spec.file}:${spec.line} › ${spec.title}${why(error?.message, at)}`;
      }),
    ...failedSpecs(suite.suites ?? []),
  ]);
}

/**
 * The first lines of a failure's message (and where it failed), under its name: a CI log keeps
 * only its end, so the summary printed there must say why a test failed, not only which.
 */
function why(message, at) {
  if (!message) return '';
  const lines = stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean);
  return [...lines.slice(0, 16), ...(at ? [at] : [])].map((line) => `\n    ${line.slice(0, 240)}`).join('');
}
