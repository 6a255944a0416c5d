import { describe, expect, it } from 'vitest';
import {
  contractReturnPath,
  parseLineIds,
  parseOrderId,
  parsePayMethod,
  payPageHref,
} from './checkout-params';

describe('checkout params', () => {
  it('reads line ids as the order contract does', () => {
    expect(parseLineIds('1,2,3')).toEqual([1, 2, 3]);
    for (const bad of [null, '', '1,,2', '1,abc', '0', '-1', '1.5']) expect(parseLineIds(bad)).toBeNull();
  });

  it('reads an order id', () => {
    expect(parseOrderId('77')).toBe(77);
    expect(parseOrderId('x')).toBeNull();
    expect(parseOrderId(undefined)).toBeNull();
  });

  it('reads a pay method and carries it to the pay page', () => {
    expect(parsePayMethod('credit')).toBe('credit');
    for (const bad of [null, '', 'cash', 'Balance']) expect(parsePayMethod(bad)).toBeNull();
    expect(payPageHref(77, 'online')).toBe('/cart/pay/77?method=online');
    expect(payPageHref(77, null)).toBe('/cart/pay/77');
  });

  it('returns from the contract only to a path on this site, never to the contract itself', () => {
    expect(contractReturnPath('/cart/confirm?ids=1,2')).toBe('/cart/confirm?ids=1,2');
    for (const unsafe of [null, '//evil.com', '/\\evil.com', 'https://evil.com', 'cart', '/dzht?redirect=/x'])
      expect(contractReturnPath(unsafe)).toBe('/cart');
  });
});
