import type { AdminGoodsDetail, GoodsBodyInput } from '@yaocai/domain/contracts/admin-goods';
import type { GoodsKind } from '@yaocai/domain/contracts/catalog';
import { fenToYuan, yuanToFen } from '@yaocai/domain/money';
import { dayjs, type Dayjs } from '../../lib/dayjs';

const DAY_FORMAT = 'YYYY-MM-DD';

/** The edit form's values: amounts in yuan as typed, days as pickers hold them. */
export interface GoodsFormValues {
  name: string;
  kind: GoodsKind;
  business_scope: string;
  manufacturer: string;
  brand_id: number | null;
  approval_no: string;
  barcodes: string[];
  ypgg: string;
  bzdw: string;
  zbz: number;
  price: string;
  retail_price: string | null;
  ladder: { number: number; price: string }[];
  is_free_shipping: boolean;
  free_shipping_number: number;
  is_preferred: boolean;
  tags: string[];
  images: string[];
  batch_no: string;
  produced_on: Dayjs | null;
  expires_on: Dayjs | null;
  category_ids: number[];
  is_special_control: boolean;
  contains_ephedrine: boolean;
  monthly_limit: number | null;
  on_sale: boolean;
  /** Stock by warehouse id, one field per warehouse. */
  stock: Record<string, number | null>;
}

/** The form for a goods item, or for a new one (off sale, nothing in stock). */
export function toFormValues(goods: AdminGoodsDetail | null, warehouseIds: number[]): GoodsFormValues {
  const stockOf = (id: number) => goods?.stock.find((row) => row.warehouse_id === id)?.stock ?? 0;
  return {
    name: goods?.name ?? '',
    kind: goods?.kind ?? 'western',
    business_scope: goods?.business_scope ?? '',
    manufacturer: goods?.manufacturer ?? '',
    brand_id: goods?.brand_id ?? null,
    approval_no: goods?.approval_no ?? '',
    barcodes: goods?.barcodes ?? [],
    ypgg: goods?.ypgg ?? '',
    bzdw: goods?.bzdw ?? '',
    zbz: goods?.zbz ?? 1,
    price: goods ? fenToYuan(goods.price_fen) : '',
    retail_price: goods?.retail_price_fen ? fenToYuan(goods.retail_price_fen) : null,
    ladder: goods?.ladder.map((step) => ({ number: step.number, price: fenToYuan(step.price_fen) })) ?? [],
    is_free_shipping: goods?.is_free_shipping ?? false,
    free_shipping_number: goods?.free_shipping_number ?? 0,
    is_preferred: goods?.is_preferred ?? false,
    tags: goods?.tags ?? [],
    images: goods?.images ?? [],
    batch_no: goods?.batch_no ?? '',
    produced_on: goods?.produced_on ? dayjs(goods.produced_on) : null,
    expires_on: goods?.expires_on ? dayjs(goods.expires_on) : null,
    category_ids: goods?.category_ids ?? [],
    is_special_control: goods?.is_special_control ?? false,
    contains_ephedrine: goods?.contains_ephedrine ?? false,
    monthly_limit: goods?.monthly_limit ?? null,
    on_sale: goods?.on_sale ?? false,
    stock: Object.fromEntries(warehouseIds.map((id) => [String(id), stockOf(id)])),
  };
}

/** An amount typed in yuan as fen; what is not an amount is sent as -1, for the server to refuse. */
const fenOf = (yuan: string | number | null | undefined) =>
  yuan === null || yuan === undefined || yuan === '' ? null : (yuanToFen(String(yuan)) ?? -1);

export function toGoodsBody(values: GoodsFormValues): GoodsBodyInput {
  return {
    name: values.name,
    kind: values.kind,
    business_scope: values.business_scope,
    manufacturer: values.manufacturer,
    brand_id: values.brand_id ?? null,
    approval_no: values.approval_no,
    barcodes: values.barcodes.map((code) => code.trim()).filter(Boolean),
    ypgg: values.ypgg,
    bzdw: values.bzdw,
    zbz: values.zbz,
    price_fen: fenOf(values.price) ?? -1,
    retail_price_fen: fenOf(values.retail_price),
    ladder: values.ladder.map((step) => ({ number: step.number, price_fen: fenOf(step.price) ?? -1 })),
    is_free_shipping: values.is_free_shipping,
    free_shipping_number: values.is_free_shipping ? values.free_shipping_number : 0,
    is_preferred: values.is_preferred,
    tags: values.tags.map((tag) => tag.trim()).filter(Boolean),
    images: values.images,
    batch_no: values.batch_no,
    produced_on: values.produced_on?.format(DAY_FORMAT) ?? null,
    expires_on: values.expires_on?.format(DAY_FORMAT) ?? null,
    category_ids: values.category_ids,
    is_special_control: values.is_special_control,
    contains_ephedrine: values.contains_ephedrine,
    monthly_limit: values.monthly_limit ?? null,
    on_sale: values.on_sale,
    stock: Object.entries(values.stock).map(([warehouseId, stock]) => ({
      warehouse_id: Number(warehouseId),
      stock: stock ?? 0,
    })),
  };
}

/** A wire field (`ladder.0.price_fen`, `stock`) as the form names it. */
export function formNameOf(field: string): (string | number)[] | null {
  const parts = field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const [head, ...rest] = parts;
  const renamed: Record<string, string> = { price_fen: 'price', retail_price_fen: 'retail_price' };
  if (head === 'ladder' && rest.length === 2)
    return ['ladder', rest[0]!, rest[1] === 'price_fen' ? 'price' : 'number'];
  if (head === 'stock') return null;
  return [renamed[String(head)] ?? head!, ...rest];
}
