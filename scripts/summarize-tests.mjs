// Adds up the JSON reports of every jest and Playwright run into one closing line, and names each
// failed test with the first lines of its error: CI shows only the tail of a run's output, so a
// failure must be identifiable from the summary alone.
import fs from 'node:fs';
import path from 'node:path';

const ERROR_LINES = 8;
// Terminal colours in Playwright's and jest's messages.
const ANSI = /\u001b\[[0-9;]*m/g;

function firstLines(text) {
  return String(text ?? '')
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, ERROR_LINES)
    .map((line) => `    ${line}`);
}

/** Jest: failed assertions, and suites that failed before any test ran (their message). */
function jestFailures(report) {
  const failures = [];
  for (const suite of report.testResults ?? []) {
    const file = path.relative(process.cwd(), suite.name);
    const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push({ title: `${file} › ${test.fullName}`, error: test.failureMessages?.[0] });
    if (suite.status === 'failed' && failedTests.length === 0) failures.push({ title: file, error: suite.message });
  }
  return failures;
}

/** Playwright: tests whose outcome was unexpected or flaky, with the last attempt's error. */
function playwrightFailures(report) {
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const failedResult = [...(test.results ?? [])].reverse().find((result) => result.status !== 'passed' && result.status !== 'skipped');
        const error = failedResult?.error?.message ?? failedResult?.errors?.[0]?.message ?? failedResult?.status;
        failures.push({ title: `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}${test.status === 'flaky' ? ' (flaky)' : ''}`, error });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) failures.push({ title: 'outside any test', error: error.message });
  return failures;
}

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const rows = [];
const failures = [];
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.json')).sort() : []) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const run = file.replace(/\.json$/, '');
  let p = 0, f = 0, s = 0;
  if ('numPassedTests' in report) {
    p = report.numPassedTests;
    f = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    s = report.numPendingTests + (report.numTodoTests ?? 0);
    failures.push(...jestFailures(report).map((failure) => ({ run, ...failure })));
  } else if (report.stats) {
    p = report.stats.expected;
    f = report.stats.unexpected + (report.stats.flaky ?? 0);
    s = report.stats.skipped;
    failures.push(...playwrightFailures(report).map((failure) => ({ run, ...failure })));
  }
  rows.push(`${run.padEnd(26)} ${p} passed, ${f} failed, ${s} skipped`);
  passed += p;
  failed += f;
  skipped += s;
}
if (failures.length > 0) {
  console.log('\n=== failed tests');
  for (const failure of failures) {
    console.log(`${failure.run}: ${failure.title}`);
    for (const line of firstLines(failure.error)) console.log(line);
  }
}
console.log('\n=== summary');
for (const row of rows) console.log(row);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
