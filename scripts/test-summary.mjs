// Sums vitest JSON reports (--reporter=json) into one line: "N passed, M failed", after a list of
// every failed test (file, name, the first lines of its error). CI shows only the end of the log,
// so the names have to be there, not only in vitest's output far above.
// Usage: node scripts/test-summary.mjs report.json...
// A test file that failed without a failing test (an import error, a failing beforeAll) counts as
// one failure, and so does a report that is missing (vitest crashed before writing it): a broken
// suite never shows as "0 failed".
import fs from 'node:fs';
import path from 'node:path';

const ERROR_LINES = 6;

let passed = 0;
let failed = 0;
const failures = [];
for (const file of process.argv.slice(2)) {
  const run = path.basename(file, '.json');
  if (!fs.existsSync(file)) {
    failures.push(`[${run}] no report ${file}: vitest ended before writing it`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  for (const suite of report.testResults ?? []) {
    const testFile = path.relative(process.cwd(), suite.name ?? '');
    const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failures.push(`[${run}] ${testFile} > ${test.fullName ?? test.title}\n${firstLines(test.failureMessages)}`);
    }
    if (suite.status === 'failed' && failedTests.length === 0) {
      failed += 1;
      failures.push(`[${run}] ${testFile} (the file failed outside its tests)\n${firstLines([suite.message])}`);
    }
  }
}

function firstLines(messages) {
  const text = (messages ?? []).filter(Boolean).join('\n');
  return text
    .split('\n')
    .slice(0, ERROR_LINES)
    .map((line) => `    ${line}`)
    .join('\n');
}

if (failures.length) {
  console.log('Failed tests:');
  for (const failure of failures) console.log(`  - ${failure}`);
}
console.log(`${passed} passed, ${failed} failed`);
