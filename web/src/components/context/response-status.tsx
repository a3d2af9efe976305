import { createContext, useContext, type ReactNode } from 'react';

/** The HTTP status of a server-rendered page, set by what the page rendered (a "not found" page: 404). */
export interface ResponseStatus {
  code: number;
}

const ResponseStatusContext = createContext<ResponseStatus | null>(null);

/** Given by the server renderer only; in the browser there is no response to set. */
export function ResponseStatusProvider({ status, children }: { status: ResponseStatus; children: ReactNode }) {
  return <ResponseStatusContext.Provider value={status}>{children}</ResponseStatusContext.Provider>;
}

/** The page being rendered answers with `code` (on the server; nothing in the browser). */
export function useResponseStatus(code: number): void {
  const status = useContext(ResponseStatusContext);
  if (status) status.code = code;
}
