import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Address } from '@yaocai/domain/contracts/order';
import { invalid, notFound } from '@yaocai/domain/errors';
import type { Executor } from '../../db/client.ts';
import { addresses, users } from './accounts.tables.ts';

const ADDRESS_NOT_FOUND = '收货地址不存在';
const ADDRESSES_MAX = 20;

export interface AddressInput {
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  is_default: boolean;
}

type AddressRow = typeof addresses.$inferSelect;

const addressOf = (row: AddressRow): Address => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  province: row.province,
  city: row.city,
  district: row.district,
  detail: row.detail,
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

/** The named address of this buyer, or the default one (else the oldest) when none is named. */
export async function deliveryAddress(db: Executor, userId: number, addressId?: number): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(
      addressId === undefined
        ? eq(addresses.userId, userId)
        : and(eq(addresses.userId, userId), eq(addresses.id, addressId)),
    )
    .orderBy(desc(addresses.isDefault), asc(addresses.id))
    .limit(1);
  if (!row)
    throw addressId === undefined ? invalid('address_id', '请先添加收货地址') : notFound(ADDRESS_NOT_FOUND);
  return row;
}

const fields = (input: AddressInput) => ({
  name: input.name,
  phone: input.phone,
  province: input.province,
  city: input.city,
  district: input.district,
  detail: input.detail,
});

/** The buyer's row is locked first, so two changes of the default never leave two defaults. */
export async function saveAddress(
  db: Executor,
  userId: number,
  input: AddressInput,
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
            .values({ userId, ...fields(input), isDefault })
            .returning()
        : await tx
            .update(addresses)
            .set({ ...fields(input), ...(isDefault && { isDefault: true }) })
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
