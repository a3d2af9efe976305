// Sums vitest JSON reports (--reporter=json) into one line: "N passed, M failed".
// Usage: node scripts/test-summary.mjs report.json...
// A test file that failed without a failing test (an import error, a failing beforeAll) counts as
// one failure, and so does a report that is missing (vitest crashed before writing it): a broken
// suite never shows as "0 failed".
import fs from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    console.log(`(no report ${file}: counted as 1 failure)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  for (const suite of report.testResults ?? []) {
    const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed').length;
    if (suite.status === 'failed' && failedTests === 0) failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
