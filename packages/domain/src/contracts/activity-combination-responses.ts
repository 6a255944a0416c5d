import { z } from 'zod';
import { instant, wholeNumber, yuan } from './wire.ts';

/** A goods in a pack on /zhzq, with its pieces per pack; prices only for buyers who may see them. */
export const combinationZoneItem = z
  .object({
    id: wholeNumber,
    name: z.string(),
    sccj: z.string(),
    ypgg: z.string(),
    bzdw: z.string(),
    image: z.string().nullable(),
    number: wholeNumber,
    /** The goods' own price for one piece. */
    base_price: yuan.nullable(),
  })
  .meta({ id: 'CombinationZoneItem' });

/** A 套餐 running now: the pack price beside its goods' prices added up, and the packs left. */
export const combinationZonePack = z
  .object({
    /** The pack; one click adds it as one cart line of type 3 (combination_id). */
    id: wholeNumber,
    name: z.string(),
    items: z.array(combinationZoneItem),
    price: yuan.nullable(),
    /** The goods' prices times their pieces, added up. */
    list_price: yuan.nullable(),
    saving: yuan.nullable(),
    /** Why no price is shown (登录可见, 资质审核后可见), or null. */
    price_tip: z.string().nullable(),
    /** Packs still on offer; null: as many as the stock makes up. */
    units_left: wholeNumber.nullable(),
    ends_at: instant.nullable(),
  })
  .meta({ id: 'CombinationZonePack' });
export type CombinationZonePack = z.infer<typeof combinationZonePack>;

/** GET /api/activity/combinations: /zhzq's packs running now. */
export const combinationZone = z
  .object({ packs: z.array(combinationZonePack) })
  .meta({ id: 'CombinationZone' });
export type CombinationZone = z.infer<typeof combinationZone>;
