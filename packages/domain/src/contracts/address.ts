import { z } from 'zod';
import { phoneNumber } from '../validation/fields.ts';
import { flag, id } from '../validation/numbers.ts';
import { text } from '../validation/text.ts';

/** Where goods go: the one shape of an address, as the buyer enters it and as an order keeps it. */
export const postalAddressBody = z.object({
  name: text('收货人', 30),
  phone: phoneNumber(),
  province: text('省份', 20),
  city: text('城市', 20),
  district: text('区县', 20),
  detail: text('详细地址', 120),
});
export type PostalAddress = z.infer<typeof postalAddressBody>;

/** The fields of a postal address and nothing else (a saved address carries more). */
export const postalAddressOf = (address: PostalAddress): PostalAddress => ({
  name: address.name,
  phone: address.phone,
  province: address.province,
  city: address.city,
  district: address.district,
  detail: address.detail,
});

export const addressBody = postalAddressBody.extend({ is_default: flag('默认地址').default(false) });
export type AddressBody = z.infer<typeof addressBody>;
export const addressParams = z.object({ id: id('收货地址') });

export type { Address } from './address-responses.ts';
