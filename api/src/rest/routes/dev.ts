import type { Route } from '../router.ts';
import { intParam, textParam } from '../params.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { normalizeEmail } from '../../domain/auth/email.ts';

/**
 * Development helpers. The outbox holds every mail (codes included), so outside development it
 * answers 404 like any unknown path.
 */
export const devRoutes: Route[] = [
  {
    method: 'GET',
    path: '/dev/outbox',
    doc: {
      tag: 'Development',
      summary: 'The latest mails of the outbox, newest first (not in production). `to` filters by recipient.',
      query: { to: { description: 'Only mails to this address.' }, limit: { description: 'How many (default 20, at most 100).', type: 'integer' } },
      response: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, to: { type: 'string' }, subject: { type: 'string' }, text: { type: 'string' }, createdAt: { type: 'string' }, sentAt: { type: 'string' }, error: { type: 'string' } } } },
    },
    async handle({ ctx, query }) {
      if (ctx.services.config.production) throw new NotFoundError('No such API path: GET /api/dev/outbox');
      const to = textParam(query.get('to'), 'to', 254);
      return ctx.db.outboxMail.findMany({
        where: to ? { to: normalizeEmail(to) } : {},
        orderBy: { id: 'desc' },
        take: intParam(query.get('limit'), 'limit', { min: 1, max: 100, fallback: 20 }),
      });
    },
  },
];
