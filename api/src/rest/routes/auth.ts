import type { Route } from '../router.ts';
import { readObject, textField } from '../body.ts';
import { login } from '../../domain/auth/login.ts';
import { closeCurrentSession } from '../../domain/auth/sessions.ts';

const credentials = {
  type: 'object',
  required: ['email', 'password'],
  properties: { email: { type: 'string', format: 'email' }, password: { type: 'string' } },
};

export const authRoutes: Route[] = [
  {
    method: 'POST',
    path: '/login',
    doc: {
      operationId: 'login', errors: [401, 403, 429],
      tag: 'Accounts',
      summary: 'Vendor or admin login. 401 for a wrong email or password, 403 for a revoked store, 429 while locked after repeated failures.',
      requestBody: credentials,
      response: { type: 'object', properties: { token: { type: 'string' }, store_id: { type: 'string' }, isAdmin: { type: 'integer' }, message: { type: 'string' } } },
    },
    async handle({ ctx, body }) {
      const input = await readObject(body);
      const session = await login(ctx, { email: textField(input, 'email'), password: textField(input, 'password') });
      return { message: 'Login successful', token: session.token, store_id: session.storeId, isAdmin: session.isAdmin ? 1 : 0 };
    },
  },
  {
    method: 'POST',
    path: '/logout',
    doc: { operationId: 'logout', bearerOptional: true, tag: 'Accounts', summary: "Ends the caller's session: the bearer token stops working at once.", response: { type: 'object', properties: { message: { type: 'string' } } } },
    async handle({ ctx }) {
      await closeCurrentSession(ctx);
      return { message: 'Logged out' };
    },
  },
];
