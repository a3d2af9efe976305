/** What the HTTP server knows about the connection a request came on. */
export interface Connection {
  /** The client's address: the peer, or behind trusted proxies the one they report (http/client-address.ts). */
  clientIp: string;
  /** Reached us, or the first trusted proxy, over TLS (HSTS is sent then). */
  secure?: boolean;
}
