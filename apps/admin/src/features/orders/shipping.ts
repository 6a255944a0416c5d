import type { AdminOrderDetail, ShipOrderInput } from '@yaocai/domain/contracts/admin';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import { dayjs, type Dayjs } from '../../lib/dayjs';

type OrderLine = AdminOrderDetail['lines'][number];

export const DAY_FORMAT = 'YYYY-MM-DD';

/** Pieces of a line still owed: neither shipped nor cancelled. */
export const remainingOf = (line: Pick<OrderLine, 'number' | 'shipped' | 'cancelled'>) =>
  Math.max(0, line.number - line.shipped - line.cancelled);

export const unshippedLines = (order: AdminOrderDetail) =>
  order.lines.filter((line) => remainingOf(line) > 0);

/** A paid order ships, in as many parts as needed, until every piece has gone (as recordShipment allows). */
export const canShip = (order: AdminOrderDetail) =>
  (order.status === ORDER_STATUS.toShip || order.status === ORDER_STATUS.shipped) &&
  unshippedLines(order).length > 0;

export interface ShipLineValues {
  line_id: number;
  number: number | null;
  batch_no?: string;
  produced_on?: Dayjs | null;
  expires_on?: Dayjs | null;
}

export interface ShipFormValues {
  carrier: string;
  tracking_no: string;
  /** A row per lot: a line shipping from several lots has several rows. */
  lines: ShipLineValues[];
}

/** The form's first rows: a row per line still owed, all of it, with the lot proposed for its goods. */
export const initialRows = (order: AdminOrderDetail): ShipLineValues[] =>
  unshippedLines(order).map((line) => ({
    line_id: line.id,
    number: remainingOf(line),
    batch_no: line.proposed_lot?.batch_no ?? '',
    produced_on: line.proposed_lot ? dayjs(line.proposed_lot.produced_on) : null,
    expires_on: line.proposed_lot ? dayjs(line.proposed_lot.expires_on) : null,
  }));

/** Which lot of its line a row is: 1 for the line's first row, 2 for the next… */
export const lotNumberOf = (rows: ShipLineValues[], row: number) =>
  rows.slice(0, row + 1).filter((other) => other.line_id === rows[row]?.line_id).length;

/** Pieces the rows of one line ship in all. */
export const sendingOf = (rows: ShipLineValues[], lineId: number) =>
  rows.filter((row) => row.line_id === lineId).reduce((sum, row) => sum + (row.number ?? 0), 0);

export interface Shipment {
  body: ShipOrderInput;
  /** For each line sent, its row in the form: the server names a sent line by its place in `lines`. */
  rows: number[];
}

/** The request for what the form holds: only lines shipping at least one piece. */
export function shipmentOf(values: ShipFormValues): Shipment {
  const rows = values.lines.flatMap((line, row) => ((line.number ?? 0) > 0 ? [row] : []));
  const lines = rows.map((row) => {
    const line = values.lines[row]!;
    return {
      line_id: line.line_id,
      number: line.number!,
      batch_no: (line.batch_no ?? '').trim(),
      produced_on: line.produced_on?.format(DAY_FORMAT) ?? '',
      expires_on: line.expires_on?.format(DAY_FORMAT) ?? '',
    };
  });
  return { body: { carrier: values.carrier.trim(), tracking_no: values.tracking_no.trim(), lines }, rows };
}

/** The form field a server field error belongs to (`lines.0.batch_no` → the first sent line's row). */
export function formFieldOf(field: string, rows: number[]): (string | number)[] | null {
  if (field === 'carrier' || field === 'tracking_no') return [field];
  const match = /^lines\.(\d+)\.(\w+)$/.exec(field);
  const row = match ? rows[Number(match[1])] : undefined;
  if (!match || row === undefined) return null;
  return match[2] === 'line_id' ? ['lines', row, 'number'] : ['lines', row, match[2]!];
}
