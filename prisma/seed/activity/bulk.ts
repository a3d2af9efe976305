// One INSERT for many rows, its columns passed as arrays (`INSERT … SELECT FROM unnest(…)`, as the
// view counter's flush writes product_views): a handful of bound parameters however many rows,
// where Prisma's createMany binds one per cell and spends longer building the statement than the
// database spends running it.
import { Prisma } from '../../../api/src/generated/prisma/client.ts';

type Tx = Prisma.TransactionClient;
type Cell = string | number | boolean | Date | null;

/** A column: its name in the table and the SQL type its array is cast to (an enum by its quoted name). */
export type Columns<Row> = Array<[column: string, sqlType: string, cell: (row: Row) => Cell]>;

const text = (cell: Cell) => (cell instanceof Date ? cell.toISOString() : cell);

function statement<Row>(table: string, columns: Columns<Row>, rows: Row[]): Prisma.Sql {
  const names = Prisma.raw(columns.map(([column]) => `"${column}"`).join(', '));
  const arrays = Prisma.join(columns.map(([, sqlType, cell]) => Prisma.sql`${rows.map((row) => text(cell(row)))}::${Prisma.raw(sqlType)}[]`));
  return Prisma.sql`INSERT INTO ${Prisma.raw(`"${table}"`)} (${names}) SELECT * FROM unnest(${arrays})`;
}

export async function insertRows<Row>(tx: Tx, table: string, columns: Columns<Row>, rows: Row[]): Promise<void> {
  if (rows.length) await tx.$executeRaw(statement(table, columns, rows));
}

/** Inserts and answers each new row's id, in the order of `rows` (the ids follow the insert's order). */
export async function insertRowsReturningIds<Row>(tx: Tx, table: string, columns: Columns<Row>, rows: Row[]): Promise<number[]> {
  if (!rows.length) return [];
  const inserted = await tx.$queryRaw<Array<{ id: number }>>(Prisma.sql`${statement(table, columns, rows)} RETURNING id`);
  return inserted.map((row) => row.id).sort((a, b) => a - b);
}
