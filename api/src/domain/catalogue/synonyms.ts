// Synonym groups for search (issue 20): read by every search from a book kept in memory, managed
// by the admin (list, create, update, delete). Authorization is here, not in the transports.
import type { Context } from '../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { requireAdmin } from '../auth/guards.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import { announce } from '../events.ts';
import { tokenize } from './search-plan.ts';
import { groupOrder } from './synonym-book.ts';

export const SYNONYM_MESSAGES = {
  notFound: 'Synonym group not found.',
  tooFew: 'A synonym group needs at least 2 different terms.',
  tooMany: 'A synonym group has at most 12 terms.',
  termShape: 'Each term is 1-3 words of letters and digits, at most 40 characters.',
  taken: (term: string) => `"${term}" is already in another synonym group.`,
};

const MAX_TERMS = 12;
const MAX_TERM_LENGTH = 40;
const MAX_TERM_WORDS = 3;

/** The terms as search reads them: lower-cased words joined by one space, duplicates dropped. */
export function normaliseTerms(terms: readonly string[]): string[] {
  const normalised: string[] = [];
  for (const raw of terms) {
    const words = tokenize(raw, MAX_TERM_WORDS + 1);
    const term = words.join(' ');
    if (!words.length || words.length > MAX_TERM_WORDS || raw.trim().length > MAX_TERM_LENGTH) throw new ValidationError(SYNONYM_MESSAGES.termShape, 'terms');
    if (!normalised.includes(term)) normalised.push(term);
  }
  if (normalised.length < 2) throw new ValidationError(SYNONYM_MESSAGES.tooFew, 'terms');
  if (normalised.length > MAX_TERMS) throw new ValidationError(SYNONYM_MESSAGES.tooMany, 'terms');
  return normalised;
}

/** Every synonym group, oldest first (a few dozen: no paging). Admin only. */
export async function listSynonymGroups<A extends Omit<Prisma.SynonymGroupFindManyArgs, 'where' | 'orderBy'>>(ctx: Context, args?: A): Promise<Prisma.SynonymGroupGetPayload<A>[]> {
  await requireAdmin(ctx);
  return ctx.db.synonymGroup.findMany({ ...args, orderBy: groupOrder }) as Promise<Prisma.SynonymGroupGetPayload<A>[]>;
}

/** A term may belong to one group only: otherwise which group a query word expands to would depend on order. */
async function assertTermsFree(ctx: Context, terms: string[], exceptId?: number) {
  const clash = await ctx.db.synonymGroup.findFirst({ where: { terms: { hasSome: terms }, ...(exceptId ? { id: { not: exceptId } } : {}) }, select: { terms: true } });
  if (clash) throw new ConflictError(SYNONYM_MESSAGES.taken(terms.find((t) => clash.terms.includes(t))!), 'terms');
}

export async function createSynonymGroup(ctx: Context, input: { terms: readonly string[] }) {
  await requireAdmin(ctx);
  const terms = normaliseTerms(input.terms);
  await assertTermsFree(ctx, terms);
  return announce(ctx, ctx.db.synonymGroup.create({ data: { terms } }), (created) => ({ kind: 'synonym', id: created.id }));
}

export async function updateSynonymGroup(ctx: Context, id: number, input: { terms: readonly string[] }) {
  await requireAdmin(ctx);
  const terms = normaliseTerms(input.terms);
  if (!(await ctx.db.synonymGroup.findUnique({ where: { id }, select: { id: true } }))) throw new NotFoundError(SYNONYM_MESSAGES.notFound);
  await assertTermsFree(ctx, terms, id);
  return announce(ctx, ctx.db.synonymGroup.update({ where: { id }, data: { terms } }), { kind: 'synonym', id });
}

export async function deleteSynonymGroup(ctx: Context, id: number): Promise<number> {
  await requireAdmin(ctx);
  const { count } = await ctx.db.synonymGroup.deleteMany({ where: { id } });
  if (!count) throw new NotFoundError(SYNONYM_MESSAGES.notFound);
  ctx.services.changes.emit({ kind: 'synonym', id });
  return id;
}
