import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Permission } from '@yaocai/domain/contracts/admin';
import type { SheetJob } from '@yaocai/domain/contracts/admin-jobs';
import { resetApiClient } from '../../../lib/api-client';
import { fileOf, goods, ok, operatorHandler, paged, refusal, sheetJob } from '../../../testing/fixtures';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

interface Upload {
  type: string | null;
  token: string | null;
  fields: string[];
  file: File;
}

let calls: string[];
let uploads: Upload[];
let price: string;

const preview = sheetJob({
  total: 2,
  failed: 104,
  errors: [
    { row: 5, column: '价格（元）', message: '价格须为0.01至1000000元，最多两位小数' },
    { row: 7, column: '商品ID', message: '商品ID 999999 不存在' },
  ],
  ignored_columns: ['商品名称', '备注'],
});

/**
 * The server: the upload answers `answer` (a preview by default); once confirmed, each read of the job
 * answers the next of `progress` (then the last again); cancelling a running job marks it cancel_requested.
 */
function serve({
  answer = () => ok(preview, '已读取，请确认后导入'),
  progress = [] as SheetJob[],
  permissions,
}: { answer?: () => Response; progress?: SheetJob[]; permissions?: Permission[] } = {}) {
  let current = preview;
  const reads = [...progress];
  mswServer.use(
    operatorHandler(permissions),
    http.get(apiUrl('/api/admin/goods'), () => ok(paged([goods({ price })]))),
    http.post(apiUrl('/api/admin/goods/import'), async ({ request }) => {
      const type = request.headers.get('content-type');
      const form = await request.formData();
      uploads.push({
        type,
        token: request.headers.get('x-xsrf-token'),
        fields: [...form.keys()],
        file: form.get('file') as File,
      });
      return answer();
    }),
    http.post(apiUrl('/api/admin/jobs/:id/confirm'), ({ params }) => {
      calls.push(`confirm ${String(params.id)}`);
      current = sheetJob({ ...preview, state: 'queued' });
      return ok(current, '已开始导入');
    }),
    http.post(apiUrl('/api/admin/jobs/:id/cancel'), ({ params }) => {
      calls.push(`cancel ${String(params.id)}`);
      current =
        current.state === 'running'
          ? { ...current, cancel_requested: true }
          : sheetJob({ ...current, state: 'cancelled', message: '已取消' });
      reads.length = 0;
      return ok(current);
    }),
    http.get(apiUrl('/api/admin/jobs/:id'), () => {
      if (current.state !== 'previewed') current = reads.shift() ?? current;
      return ok(current);
    }),
  );
}

async function chooseFile(file: File) {
  await screen.findByText('点击或拖入 Excel 文件（.xlsx）');
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

async function uploadPreview() {
  renderApp('/goods/import');
  await chooseFile(fileOf('价格.xlsx'));
  await screen.findByText('将导入 2 个商品（修改或新增）');
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  calls = [];
  uploads = [];
  price = '12.50';
  document.cookie = 'XSRF-TOKEN=t1; path=/';
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('uploading a goods sheet', () => {
  it('sends the file as multipart with the CSRF header, and previews what the import would do', async () => {
    serve();
    const { location } = renderApp('/goods/import');
    expect(await screen.findByText(/先在商品管理中导出/)).toBeTruthy();
    await chooseFile(fileOf('价格.xlsx'));

    expect(await screen.findByText('将导入 2 个商品（修改或新增）')).toBeTruthy();
    expect(uploads).toHaveLength(1);
    const [upload] = uploads;
    expect(upload!.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload!.token).toBe('t1');
    expect(upload!.fields).toEqual(['file']);
    expect(upload!.file.name).toBe('价格.xlsx');
    expect(screen.getByText('104 行有错误将被跳过')).toBeTruthy();
    expect(screen.getByText('以下列不会导入：商品名称、备注')).toBeTruthy();
    expect(screen.getByText('共 104 行有错误，仅显示前2条')).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['5', '价格（元）', '价格须为0.01至1000000元，最多两位小数'],
      ['7', '商品ID', '商品ID 999999 不存在'],
    ]);
    expect(location()).toBe('/goods/import?job=41');
    expect(calls).toEqual([]);
  });

  it('shows why the server refused the whole file, and stays on the upload', async () => {
    serve({ answer: () => refusal(422, 422, '缺少列「商品ID」：请使用导出的商品表格式') });
    const { location } = renderApp('/goods/import');
    await chooseFile(fileOf('价格.xlsx'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('缺少列「商品ID」：请使用导出的商品表格式');
    // Shown once, on the upload step: no toast repeats it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText('缺少列「商品ID」：请使用导出的商品表格式')).toHaveLength(1);
    expect(uploads).toHaveLength(1);
    expect(screen.getByText('点击或拖入 Excel 文件（.xlsx）')).toBeTruthy();
    expect(location()).toBe('/goods/import');
  });

  it('refuses a file larger than 20 MB in the browser, without sending it', async () => {
    serve();
    renderApp('/goods/import');
    await chooseFile(fileOf('价格.xlsx', { size: 20 * 1024 * 1024 + 1 }));
    expect(await screen.findByText('文件不能超过20MB')).toBeTruthy();
    expect(uploads).toEqual([]);
  });

  it('refuses a dropped file that is not .xlsx in the browser, without sending it', async () => {
    serve();
    renderApp('/goods/import');
    const dragger = (await screen.findByText('点击或拖入 Excel 文件（.xlsx）')).closest('.ant-upload')!;
    fireEvent.drop(dragger, { dataTransfer: { files: [fileOf('价格.csv')], items: [] } });
    expect(await screen.findByText('只能上传 Excel 工作簿（.xlsx）')).toBeTruthy();
    expect(uploads).toEqual([]);
  });

  it('offers no confirmation when no row can be imported', async () => {
    serve({ answer: () => ok(sheetJob({ total: 0, failed: 1, errors: [preview.errors[1]!] })) });
    renderApp('/goods/import');
    await chooseFile(fileOf('价格.xlsx'));
    expect(await screen.findByText('没有可导入的行')).toBeTruthy();
    expect(screen.getByRole('button', { name: '确认导入' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('confirming the import', () => {
  it('follows the job until it has succeeded, then shows the new prices in the goods list', async () => {
    serve({
      progress: [
        sheetJob({ ...preview, state: 'running', done: 1 }),
        sheetJob({ ...preview, state: 'succeeded', done: 2, message: '已应用2行，104行未导入' }),
      ],
    });
    renderApp('/goods');
    expect(await screen.findByText('¥12.50')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /导入/ }));
    await chooseFile(fileOf('价格.xlsx'));
    fireEvent.click(await screen.findByRole('button', { name: '确认导入' }));
    expect(await screen.findByText('已处理 0 / 2 行')).toBeTruthy();
    expect(calls).toEqual(['confirm 41']);
    expect(await screen.findByText('已处理 1 / 2 行')).toBeTruthy();
    expect(screen.getByText('进行中')).toBeTruthy();
    expect(screen.getByText('1/2')).toBeTruthy();
    price = '13.80';

    expect(await screen.findByText('已应用2行，104行未导入')).toBeTruthy();
    expect(screen.getByText('已完成')).toBeTruthy();
    expect(screen.getByText('2/2')).toBeTruthy();
    expect(screen.getByText('未导入的行（104）')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '取消导入' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '返回商品列表' }));
    expect(await screen.findByText('¥13.80')).toBeTruthy();
  });

  it('cancels a previewed import on the server and starts over', async () => {
    serve();
    const { location } = renderApp('/goods/import');
    await chooseFile(fileOf('价格.xlsx'));
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(calls).toEqual(['cancel 41']));
    expect(await screen.findByText('点击或拖入 Excel 文件（.xlsx）')).toBeTruthy();
    expect(location()).toBe('/goods/import');
  });

  it('asks a running import to stop after a confirmation', async () => {
    serve({ progress: [sheetJob({ ...preview, state: 'running', done: 1 })] });
    await uploadPreview();
    fireEvent.click(screen.getByRole('button', { name: '确认导入' }));
    expect(await screen.findByText('进行中')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消导入' }));
    const confirm = await screen.findByRole('tooltip');
    expect(calls).toEqual(['confirm 41']);
    fireEvent.click(within(confirm).getByRole('button', { name: '确定取消' }));
    await waitFor(() => expect(calls).toEqual(['confirm 41', 'cancel 41']));
    expect(await screen.findByText('取消中')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: '取消导入' })).toBeNull());
  });
});

describe('who may import', () => {
  it('keeps the import from roles without goods.write', async () => {
    serve({ permissions: ['goods.read'] });
    renderApp('/goods');
    expect(await screen.findByText('¥12.50')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /导入/ })).toBeNull();
    expect(screen.getByRole('button', { name: /导出/ })).toBeTruthy();
  });
});
