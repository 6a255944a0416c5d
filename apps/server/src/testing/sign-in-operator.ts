import { randomBytes } from 'node:crypto';
import { permissionCodes, type Permission } from '@yaocai/domain/contracts/admin';
import type { AdminOrderDetail } from '@yaocai/domain/contracts/admin-responses';
import { createOperator } from '../modules/operators/operators.service.ts';
import type { TestApp } from './build-test-app.ts';

/** A new operator whose role has exactly `permissions` (every one by default), and a client signed in as them. */
export async function signInOperator(t: TestApp, permissions: readonly Permission[] = permissionCodes) {
  const username = `op${randomBytes(4).toString('hex')}`;
  const password = 'operator123';
  const roleName = `role-${username}`;
  const id = await createOperator(t.db, {
    username,
    password,
    name: '测试操作员',
    role: { name: roleName, permissions },
  });
  const client = t.client();
  const login = await client.post('/api/admin/session', { username, password });
  if (login.body.code !== 10000) throw new Error(`operator login failed: ${login.body.msg}`);
  return { operator: { id, username, password }, client };
}

/** Ships every piece of a paid order in one shipment, as an operator does through the console. */
export async function shipWholeOrder(t: TestApp, orderId: number, trackingNo = 'SF1234567890') {
  const { client } = await signInOperator(t, ['orders.read', 'orders.ship']);
  const detail = await client.get<AdminOrderDetail>(`/api/admin/orders/${orderId}`);
  const lines = detail.body.data.lines
    .filter((line) => line.number > line.shipped + line.cancelled)
    .map((line) => ({
      line_id: line.id,
      number: line.number - line.shipped - line.cancelled,
      batch_no: 'B20260101',
      produced_on: '2026-01-01',
      expires_on: '2028-12-31',
    }));
  const shipped = await client.post<AdminOrderDetail>(`/api/admin/orders/${orderId}/ship`, {
    carrier: '顺丰速运',
    tracking_no: trackingNo,
    lines,
  });
  if (shipped.body.code !== 10000) throw new Error(`shipping failed: ${shipped.body.msg}`);
  return shipped.body.data;
}
