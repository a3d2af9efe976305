import net from 'node:net';

/**
 * Which reverse proxies in front of the app are trusted to report the client's address
 * (TRUST_PROXY): none, a number of hops, or the proxies' own addresses and networks.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'networks'; networks: net.BlockList; text: string };

const MAX_HOPS = 10;

/**
 * TRUST_PROXY: unset or 0 trusts no proxy; a whole number N trusts the N proxies nearest the
 * app; a comma list of addresses and CIDR networks (IPv4 or IPv6) trusts proxies at those
 * addresses. Anything else stops the start with the reason.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (!text || text === '0') return { kind: 'none' };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) throw new Error(`TRUST_PROXY must be at most ${MAX_HOPS} proxies, got "${text}"`);
    return { kind: 'hops', hops };
  }
  const networks = new net.BlockList();
  for (const entry of text.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [address, prefix, extra] = entry.split('/');
    const family = net.isIP(address);
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    if (!family || extra !== undefined || !/^\d*$/.test(prefix ?? '') || !Number.isInteger(bits) || bits < 0 || bits > (family === 6 ? 128 : 32)) {
      throw new Error(`TRUST_PROXY must be a number of proxies or a comma list of addresses and CIDR networks (e.g. 10.0.0.0/8,::1); "${entry}" is neither`);
    }
    networks.addSubnet(address, bits, family === 6 ? 'ipv6' : 'ipv4');
  }
  return { kind: 'networks', networks, text };
}

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) is 1.2.3.4. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address;
}

function isTrusted(address: string, networks: net.BlockList): boolean {
  const family = net.isIP(address);
  return family !== 0 && networks.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address: the right-most address not added by a trusted proxy. X-Forwarded-For
 * grows to the right at each proxy, so whatever the client itself wrote stands to the left and
 * is never taken while a trusted proxy's entry stands to its right.
 */
export function clientAddress(peer: string, forwardedFor: string | null | undefined, trust: TrustProxy): string {
  const peerAddress = plain(peer);
  if (trust.kind === 'none' || !forwardedFor) return peerAddress;
  const chain = [...forwardedFor.split(',').map((entry) => plain(entry.trim())).filter(Boolean), peerAddress];
  if (trust.kind === 'hops') return chain[Math.max(0, chain.length - 1 - trust.hops)];
  let index = chain.length - 1;
  while (index > 0 && isTrusted(chain[index], trust.networks)) index--;
  return chain[index];
}

/** Whether the request reached the first trusted proxy over TLS (for HSTS). */
export function forwardedOverTls(forwardedProto: string | null | undefined, trust: TrustProxy): boolean {
  if (trust.kind === 'none' || !forwardedProto) return false;
  // The proxy nearest the client writes the left-most value.
  return forwardedProto.split(',')[0].trim().toLowerCase() === 'https';
}
