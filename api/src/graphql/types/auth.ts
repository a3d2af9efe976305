import { builder } from '../builder.ts';
import { Vendor } from './vendor.ts';
import { AccessRevokedError, InvalidCredentialsError, RateLimitedError, ValidationError } from '../../domain/errors.ts';
import { login } from '../../domain/auth/login.ts';
import { closeCurrentSession } from '../../domain/auth/sessions.ts';
import { getViewerAccount } from '../../domain/catalogue/reads.ts';

const LoginInput = builder.inputType('LoginInput', {
  fields: (t) => ({
    email: t.string({ description: "The vendor's email.", required: true }),
    password: t.string({ description: "The vendor's password.", required: true }),
  }),
});

const LoginSession = builder.objectRef<{ token: string; vendorId: number }>('LoginSession');

builder.mutationFields((t) => ({
  login: t.field({
    type: LoginSession,
    description: 'Vendor or admin login. Send the token as `Authorization: Bearer <token>` afterwards.',
    errors: { types: [ValidationError, RateLimitedError, InvalidCredentialsError, AccessRevokedError], directResult: true },
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: (_root, { input }, ctx) => login(ctx, input),
  }),
  logout: t.boolean({
    description: "Ends the caller's session (the token stops working at once).",
    resolve: async (_root, _args, ctx) => {
      await closeCurrentSession(ctx);
      return true;
    },
  }),
}));

LoginSession.implement({ description: 'What `login` answers: a session for the vendor.',
  fields: (t) => ({
    token: t.exposeString('token', { description: 'The session token: send it as `Authorization: Bearer <token>`; it ends at logout or password change.' }),
    vendor: t.prismaField({ description: 'The vendor signed in.',
      type: Vendor,
      resolve: (query, session, _args, ctx) => ctx.db.vendor.findUniqueOrThrow({ ...query, where: { id: session.vendorId } }),
    }),
  }),
});

builder.queryFields((t) => ({
  viewer: t.prismaField({
    type: Vendor,
    nullable: true,
    description: 'The signed-in vendor or admin, or null for an anonymous visitor.',
    resolve: (query, _root, _args, ctx) => getViewerAccount(ctx, query),
  }),
}));
