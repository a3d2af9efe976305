export const ALLOWED_WHILE_CLOSING: ReadonlySet<string>;
export const CLOSING_MESSAGE: string;
