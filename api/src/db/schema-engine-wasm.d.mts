export function loadSchemaEngineWasm(): Promise<any>;
