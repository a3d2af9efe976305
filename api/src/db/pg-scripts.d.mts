export function runScriptsWhole<F extends { provider: string; adapterName: string; connect(): Promise<any> }>(factory: F): { provider: string; adapterName: string; connect(): Promise<any> };
