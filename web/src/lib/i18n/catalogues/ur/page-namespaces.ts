// The Urdu messages of the page namespaces (see ../en/page-namespaces.ts).
import { privacyUr } from './privacy.ts';

export const pageNamespacesUr: Record<string, string> = { ...privacyUr };
