import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { postalAddressOf, type Address, type AddressBody } from '@yaocai/domain/contracts/address';
import { invalid, notFound, notLoggedIn } from '@yaocai/domain/errors';
import type { Executor } from '../../db/client.ts';
import { addresses, users } from './accounts.tables.ts';
import type { InvoiceInfo } from '@yaocai/domain/contracts/user';
import { invoiceColumns, invoiceInfoFrom } from './accounts.service.ts';

const ADDRESS_NOT_FOUND = '收货地址不存在';
const ADDRESSES_MAX = 20;

type AddressRow = typeof addresses.$inferSelect;

const addressOf = (row: AddressRow): Address => ({
  id: row.id,
  ...postalAddressOf(row),
  is_default: row.isDefault ? 1 : 0,
});

/** The default address first, then the newest. */
export async function listAddresses(db: Executor, userId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.id));
  return rows.map(addressOf);
}

/**
 * What an order reads of the buyer, in one statement: the named delivery address, or the default one
 * (else the oldest) when none is named, and the 开票信息 as `invoiceInfoOf` reads it.
 */
export async function orderPartyOf(
  db: Executor,
  userId: number,
  addressId?: number,
): Promise<{ address: AddressRow; invoice: InvoiceInfo }> {
  const [row] = await db
    .select({ invoice: invoiceColumns, address: addresses })
    .from(users)
    .leftJoin(
      addresses,
      addressId === undefined
        ? eq(addresses.userId, users.id)
        : and(eq(addresses.userId, users.id), eq(addresses.id, addressId)),
    )
    .where(eq(users.id, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id))
    .limit(1);
  if (!row) throw notLoggedIn();
  if (!row.address)
    throw addressId === undefined ? invalid('address_id', '请先添加收货地址') : notFound(ADDRESS_NOT_FOUND);
  return { address: row.address, invoice: invoiceInfoFrom(row.invoice) };
}

/** The buyer's row is locked first, so two changes of the default never leave two defaults. */
export async function saveAddress(
  db: Executor,
  userId: number,
  input: AddressBody,
  addressId?: number,
): Promise<Address> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if (addressId === undefined && n >= ADDRESSES_MAX) {
      throw invalid('detail', `最多保存${ADDRESSES_MAX}个收货地址`);
    }
    // The first address is the default whatever was asked.
    const isDefault = input.is_default || n === 0;
    if (isDefault) {
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    }
    const [row] =
      addressId === undefined
        ? await tx
            .insert(addresses)
            .values({ userId, ...postalAddressOf(input), isDefault })
            .returning()
        : await tx
            .update(addresses)
            .set({ ...postalAddressOf(input), ...(isDefault && { isDefault: true }) })
            .where(and(eq(addresses.userId, userId), eq(addresses.id, addressId)))
            .returning();
    if (!row) throw notFound(ADDRESS_NOT_FOUND);
    return addressOf(row);
  });
}

/** Deleting the default makes the newest remaining address the default. */
export async function deleteAddress(db: Executor, userId: number, addressId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [gone] = await tx
      .delete(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.id, addressId)))
      .returning();
    if (!gone) throw notFound(ADDRESS_NOT_FOUND);
    if (!gone.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), ne(addresses.id, addressId)))
      .orderBy(desc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}
