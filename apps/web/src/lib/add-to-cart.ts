import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADD_TO_CART_DEFER_MS } from '@yaocai/domain/constants';
import type { CART_LINE_TYPE, CartLineType } from '@yaocai/domain/contracts/cart';
import { apiPaths } from '../config/paths';
import { api } from './api-client';
import { useCartState } from './cart-state';
import { setUserCartCount } from './user-base';
import { message } from './feedback';

export interface AddGoodsLine {
  goods_id: number;
  number: number;
  /** Warehouse; the server picks the one holding most stock when absent. */
  ck_id?: number;
  type?: CartLineType;
}

/** A 套餐 added as one line of type 3: `number` counts packs. */
export interface AddPackLine {
  type: typeof CART_LINE_TYPE.combination;
  combination_id: number;
  number: number;
}

export type AddToCartLine = AddGoodsLine | AddPackLine;

interface AddToCartAnswer {
  /** Lines now in the cart. */
  cart: number;
}

export const addToCart = (lines: AddToCartLine[]) =>
  api.postForMessage<AddToCartAnswer>(apiPaths.cart.add, { data: lines });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ADDED_TEXT = '加入购物车成功';

/**
 * Adds one goods line after the spec's 200 ms deferral, then shows the server's message, flags the
 * cart as changed for the drawer and moves the badges to the new line count.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const markChanged = useCartState((state) => state.markChanged);
  return useMutation({
    mutationFn: async (line: AddToCartLine) => {
      await pause(ADD_TO_CART_DEFER_MS);
      return addToCart([line]);
    },
    onSuccess: ({ data, msg }) => {
      void message.success(msg || ADDED_TEXT);
      markChanged();
      setUserCartCount(queryClient, data.cart);
    },
  });
}
