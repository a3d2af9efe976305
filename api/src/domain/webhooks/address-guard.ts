/**
 * Where a webhook may go (the SSRF rule, docs/decisions/webhook-ssrf-rule.md). An endpoint's URL
 * is checked when it is saved (its shape, and an address written in it), and its host is resolved
 * again at every delivery: every address the name resolves to must be public, and the connection
 * is made to the address that was checked (lookupPublicAddress is the socket's own lookup), so a
 * name that changes its answer between the check and the connection (DNS rebinding) gains nothing.
 */
import dns from 'node:dns';
import net from 'node:net';
import type { WebhookSettings } from '../../config-webhooks.ts';
import { ValidationError } from '../errors.ts';
import { WEBHOOK_MESSAGES, WEBHOOK_URL_MAX_LENGTH } from '@rules/webhooks.ts';

/** Every range no webhook may reach: private, loopback, link-local (cloud metadata), shared, reserved. */
const FORBIDDEN = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) FORBIDDEN.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const) FORBIDDEN.addSubnet(network, prefix, 'ipv6');

/** Whether `address` (a literal IPv4 or IPv6 address) may receive webhooks. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (!family) return false;
  if (family === 6) {
    // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is that IPv4 address.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return isPublicAddress(mapped[1]);
    return !FORBIDDEN.check(address, 'ipv6');
  }
  return !FORBIDDEN.check(address, 'ipv4');
}

/** The host of a URL as a resolver or net.isIP takes it (IPv6 without its brackets). */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Checks the URL of an endpoint as it is saved: a full http(s) URL (https unless the setting
 * allows http), no credentials, and no forbidden address written in it. Answers it normalised.
 */
export function checkWebhookUrl(raw: string | null | undefined, settings: WebhookSettings): string {
  const text = (raw ?? '').trim();
  if (!text) throw new ValidationError(WEBHOOK_MESSAGES.urlRequired, 'url');
  if (text.length > WEBHOOK_URL_MAX_LENGTH) throw new ValidationError(WEBHOOK_MESSAGES.urlTooLong, 'url');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ValidationError(WEBHOOK_MESSAGES.urlInvalid, 'url');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && settings.allowHttp)) throw new ValidationError(WEBHOOK_MESSAGES.urlHttps, 'url');
  if (url.username || url.password) throw new ValidationError(WEBHOOK_MESSAGES.urlCredentials, 'url');
  const host = bareHost(url);
  if (!settings.allowPrivateAddresses && (host === 'localhost' || host.endsWith('.localhost') || (net.isIP(host) && !isPublicAddress(host)))) {
    throw new ValidationError(WEBHOOK_MESSAGES.urlPrivate, 'url');
  }
  return url.toString();
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/** Thrown (through the socket) when a host resolves to an address no webhook may reach. */
export class ForbiddenAddressError extends Error {
  constructor(host: string, address: string) {
    super(`${host} resolves to ${address}, a private, loopback or link-local address: webhooks are only sent to public addresses.`);
  }
}

/**
 * The socket's lookup for a delivery: resolves the host, refuses it when any of its addresses is
 * forbidden, and connects to the first one checked. With private addresses allowed, the plain lookup.
 */
export function deliveryLookup(settings: WebhookSettings) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as dns.LookupAddress[];
      if (!settings.allowPrivateAddresses) {
        const forbidden = list.find((entry) => !isPublicAddress(entry.address));
        if (forbidden) return callback(new ForbiddenAddressError(hostname, forbidden.address), []);
      }
      if (!list.length) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      if (options.all) return callback(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}
