/** `IN (...)` lists make a statement per length: ones with more parameters are not kept. */
export const MAX_PREPARED_PARAMETERS: number;
