import { afterAll, beforeAll } from 'vitest';
import { useE2eSuite, type E2eSuite } from '../harness.ts';
import { startSmtpSink, type SmtpSink } from '../../api/test/helpers/smtp-sink.ts';

/**
 * A test file's server whose mail goes to a real SMTP server on loopback, for tests that read a
 * mailed code or link. The sink starts before the server and closes after it (hooks registered
 * in that order).
 */
export function useE2eSuiteWithSmtp(): { e2e: E2eSuite; smtp: () => SmtpSink } {
  let sink: SmtpSink | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.close();
  });
  const e2e = useE2eSuite(() => ({ env: { SMTP_URL: smtp().url } }));
  const smtp = () => {
    if (!sink) throw new Error('the SMTP sink is not started yet (use it inside beforeAll or a test)');
    return sink;
  };
  return { e2e, smtp };
}
