import { Prisma } from '../../generated/prisma/client.ts';

type Tx = Prisma.TransactionClient;

/**
 * Images of `vendorId`'s library among `fileNames`, locked until the transaction ends, for a
 * write that is about to show them (a product, a post). The lock is shared: any number of such
 * writes go ahead together, but deleting one of these images waits for them to commit and then
 * sees the new use (see `lockImageForDelete`). Answers the file names that exist.
 */
export async function lockImagesForUse(tx: Tx, vendorId: number, fileNames: string[]): Promise<Set<string>> {
  if (!fileNames.length) return new Set();
  const rows = await tx.$queryRaw<{ file_name: string }[]>`
    SELECT file_name FROM media_assets WHERE vendor_id = ${vendorId} AND file_name = ANY(${fileNames}::text[]) FOR SHARE`;
  return new Set(rows.map((row) => row.file_name));
}

/**
 * Locks an image against new uses until the transaction ends, so that "is it still shown
 * anywhere?" stays true until it is deleted: a product or post saving it meanwhile waits, and
 * then finds it gone. False when the image no longer exists.
 */
export async function lockImageForDelete(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM media_assets WHERE id = ${id} FOR UPDATE`;
  return rows.length > 0;
}
