/**
 * The webhooks' settings (issue 38), read from the environment once with the rest of config.ts.
 * Kept apart so the rule of each lives beside its explanation.
 */
export interface WebhookSettings {
  /**
   * Seconds to wait before each try after the first (Standard Webhooks' suggested schedule: 5 s,
   * 5 min, 30 min, 2 h, 5 h, 10 h, 10 h: the last try about 27.6 hours after the event).
   * WEBHOOK_RETRY_SCHEDULE="0,0" lets a test see three quick tries.
   */
  retryScheduleSeconds: readonly number[];
  /** How long a receiver may take to answer before the try counts as failed (WEBHOOK_TIMEOUT_MS). */
  timeoutMs: number;
  /** http:// URLs accepted (WEBHOOK_ALLOW_HTTP=1): for development only; production sends over https. */
  allowHttp: boolean;
  /**
   * Private, loopback, link-local and metadata addresses accepted (WEBHOOK_ALLOW_PRIVATE_ADDRESSES=1):
   * for tests and development, whose receiver runs on this machine. Off, every address a host
   * resolves to is checked at each delivery.
   */
  allowPrivateAddresses: boolean;
  /** An endpoint whose deliveries have all failed for this many days is switched off (WEBHOOK_DISABLE_AFTER_DAYS). */
  disableAfterDays: number;
  /** How long a rotated-out secret still signs (WEBHOOK_SECRET_GRACE_HOURS): receivers switch within it. */
  secretGraceHours: number;
}

export const STANDARD_RETRY_SCHEDULE_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const;

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const value = env[name]?.trim();
  if (!value || value === '0') return false;
  if (value === '1') return true;
  throw new Error(`${name} must be 0 or 1, got "${value}"`);
}

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  return number;
}

function retrySchedule(env: NodeJS.ProcessEnv): readonly number[] {
  const value = env.WEBHOOK_RETRY_SCHEDULE?.trim();
  if (!value) return STANDARD_RETRY_SCHEDULE_SECONDS;
  const delays = value.split(',').map((part) => Number(part.trim()));
  if (delays.length > 20 || delays.some((delay) => !Number.isInteger(delay) || delay < 0 || delay > 7 * 86_400)) {
    throw new Error(`WEBHOOK_RETRY_SCHEDULE must be up to 20 comma-separated whole seconds (0 to 604800), got "${value}"`);
  }
  return delays;
}

export function loadWebhookSettings(env: NodeJS.ProcessEnv): WebhookSettings {
  return {
    retryScheduleSeconds: retrySchedule(env),
    timeoutMs: whole(env, 'WEBHOOK_TIMEOUT_MS', 15_000, 100, 60_000),
    allowHttp: flag(env, 'WEBHOOK_ALLOW_HTTP'),
    allowPrivateAddresses: flag(env, 'WEBHOOK_ALLOW_PRIVATE_ADDRESSES'),
    disableAfterDays: whole(env, 'WEBHOOK_DISABLE_AFTER_DAYS', 5, 1, 60),
    secretGraceHours: whole(env, 'WEBHOOK_SECRET_GRACE_HOURS', 24, 0, 24 * 14),
  };
}
