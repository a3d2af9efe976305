// The Arabic messages of the page namespaces (see ../en/page-namespaces.ts).
import { privacyAr } from './privacy.ts';

export const pageNamespacesAr: Record<string, string> = { ...privacyAr };
