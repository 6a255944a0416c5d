import { describe, expect, it } from 'vitest';
import { IMPORT_FILE_BYTES_MAX } from '@yaocai/domain/contracts/admin-jobs';
import { isCancellable, percentDone, sheetFileProblem } from './sheet-jobs';

describe('the file an import accepts', () => {
  it.each([
    ['价格.xlsx', 1, null],
    ['PRICES.XLSX', IMPORT_FILE_BYTES_MAX, null],
    ['价格.xlsx', IMPORT_FILE_BYTES_MAX + 1, '文件不能超过20MB'],
    ['价格.xls', 1, '只能上传 Excel 工作簿（.xlsx）'],
    ['价格.csv', 1, '只能上传 Excel 工作簿（.xlsx）'],
    ['xlsx', 1, '只能上传 Excel 工作簿（.xlsx）'],
  ])('%s of %i bytes: %s', (name, size, problem) => {
    expect(sheetFileProblem({ name, size })).toBe(problem);
  });
});

describe('a job as the console shows it', () => {
  it('counts progress in whole percent, and a finished job with nothing to do as complete', () => {
    expect(percentDone({ state: 'running', done: 1, total: 3 })).toBe(33);
    expect(percentDone({ state: 'running', done: 0, total: 0 })).toBe(0);
    expect(percentDone({ state: 'succeeded', done: 0, total: 0 })).toBe(100);
  });

  it('offers to cancel until the job ends or a cancellation is under way', () => {
    expect(isCancellable({ state: 'previewed', cancel_requested: false })).toBe(true);
    expect(isCancellable({ state: 'running', cancel_requested: false })).toBe(true);
    expect(isCancellable({ state: 'running', cancel_requested: true })).toBe(false);
    expect(isCancellable({ state: 'succeeded', cancel_requested: false })).toBe(false);
  });
});
