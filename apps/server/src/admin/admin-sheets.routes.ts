import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminIdParams, type Permission } from '@yaocai/domain/contracts/admin';
import {
  goodsExportBody,
  IMPORT_FILE_BYTES_MAX,
  type SheetJobKind,
  sheetJobListQuery,
} from '@yaocai/domain/contracts/admin-jobs';
import { sheetJob, sheetJobList } from '@yaocai/domain/contracts/admin-responses';
import { badRequest, forbidden, notFound } from '@yaocai/domain/errors';
import { uploadedFile } from '../modules/files/uploaded-file.ts';
import { countAdminGoods } from '../modules/catalog/goods-admin.service.ts';
import { recordAudit } from '../modules/operators/audit.service.ts';
import { operatorNames } from '../modules/operators/operators.service.ts';
import { dropStagedRows, previewGoodsImport } from '../modules/spreadsheets/goods-import.service.ts';
import {
  createExportJob,
  listSheetJobs,
  moveSheetJob,
  requestSheetJobCancel,
  sheetJobById,
  sheetJobFile,
  sheetJobWire,
  type SheetJobRow,
} from '../modules/spreadsheets/sheet-jobs.service.ts';
import { actorOf, currentOperator } from '../plugins/operator-session.ts';
import { answers, attachment, fileAnswers, ok } from '../plugins/wire.ts';
import { goodsExportJob, goodsImportJob } from '../workflows/goods-sheets.jobs.ts';
import { exportFilterOf } from '../workflows/sheet-export.ts';
import type { Executor } from '../db/client.ts';

/** What an operator needs to see, run or cancel each kind of job. */
const PERMISSION_OF: Record<SheetJobKind, Permission> = {
  goods_import: 'goods.write',
  goods_export: 'goods.read',
  orders_export: 'orders.read',
};

const IMPORT_TOO_LARGE = `文件不能超过${IMPORT_FILE_BYTES_MAX / 1024 / 1024}MB`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const sheetFile = z.string().meta({ description: 'The exported sheet (xlsx)', format: 'binary' });

/**
 * The console's Excel imports and exports of goods, and the jobs that run them: upload → preview →
 * confirm → progress (cancellable); export → progress → download.
 */
export const adminSheetsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: IMPORT_FILE_BYTES_MAX, files: 1, fields: 0, parts: 2 },
  });

  /** The job, when the operator's role covers its kind: a job of another kind is as good as absent. */
  const anyJobPermission = app.requireAnyPermission([...new Set(Object.values(PERMISSION_OF))]);

  async function visibleJob(db: Executor, request: FastifyRequest, id: number, lock = false) {
    const job = await sheetJobById(db, id, lock);
    if (!currentOperator(request).permissions.has(PERMISSION_OF[job.kind]))
      throw forbidden('您没有此操作的权限');
    return job;
  }
  async function wire(job: SheetJobRow) {
    const names = await operatorNames(app.db, [job.operatorId]);
    return sheetJobWire(job, names.get(job.operatorId) ?? '');
  }

  app.post(
    '/api/admin/goods/import',
    {
      preValidation: app.requirePermission('goods.write'),
      schema: { response: answers(sheetJob, 'signedIn') },
    },
    async (request) => {
      const file = await uploadedFile(request, { what: ' Excel 文件', tooLarge: IMPORT_TOO_LARGE });
      const fileName = file.name.slice(0, 200) || 'goods.xlsx';
      const jobId = await app.db.transaction((tx) =>
        previewGoodsImport(tx, { operatorId: currentOperator(request).id, fileName, file: file.bytes }),
      );
      return ok(await wire(await sheetJobById(app.db, jobId)), '已读取，请确认后导入');
    },
  );

  app.post(
    '/api/admin/goods/export',
    {
      preValidation: app.requirePermission('goods.read'),
      schema: { body: goodsExportBody, response: answers(sheetJob, 'signedIn') },
    },
    async (request) => {
      const filter = exportFilterOf(request.body);
      const total = await countAdminGoods(app.db, request.body);
      const jobId = await app.db.transaction(async (tx) => {
        const id = await createExportJob(tx, currentOperator(request).id, total, filter);
        await app.jobs.enqueue(tx, goodsExportJob, { jobId: id });
        await recordAudit(tx, actorOf(request), {
          action: 'goods.export',
          targetType: 'job',
          targetId: id,
          after: { ...filter, total },
        });
        return id;
      });
      return ok(await wire(await sheetJobById(app.db, jobId)), '已开始导出');
    },
  );

  app.get(
    '/api/admin/jobs',
    {
      preValidation: anyJobPermission,
      schema: { querystring: sheetJobListQuery, response: answers(sheetJobList, 'signedIn') },
    },
    async (request) => {
      const permissions = currentOperator(request).permissions;
      const kinds = (Object.keys(PERMISSION_OF) as SheetJobKind[]).filter((kind) =>
        permissions.has(PERMISSION_OF[kind]),
      );
      const page = await listSheetJobs(app.db, kinds, request.query);
      const names = await operatorNames(app.db, [...new Set(page.list.map((job) => job.operatorId))]);
      return ok({
        ...page,
        list: page.list.map((job) => sheetJobWire(job, names.get(job.operatorId) ?? '')),
      });
    },
  );

  app.get(
    '/api/admin/jobs/:id',
    {
      preValidation: anyJobPermission,
      schema: { params: adminIdParams, response: answers(sheetJob, 'signedIn') },
    },
    async (request) => ok(await wire(await visibleJob(app.db, request, request.params.id))),
  );

  app.post(
    '/api/admin/jobs/:id/confirm',
    {
      preValidation: anyJobPermission,
      schema: { params: adminIdParams, response: answers(sheetJob, 'signedIn') },
    },
    async (request) => {
      const { id } = request.params;
      const job = await app.db.transaction(async (tx) => {
        const found = await visibleJob(tx, request, id, true);
        if (found.kind !== 'goods_import') throw badRequest('只有导入任务需要确认');
        if (found.total === 0) throw badRequest('没有可导入的行');
        const queued = await moveSheetJob(tx, id, ['previewed'], 'queued');
        if (!queued) throw badRequest('该任务已确认或已取消');
        await app.jobs.enqueue(tx, goodsImportJob, { jobId: id });
        await recordAudit(tx, actorOf(request), {
          action: 'goods.import',
          targetType: 'job',
          targetId: id,
          after: { file: found.fileName, rows: found.total, refused: found.failed },
        });
        return queued;
      });
      return ok(await wire(job), '已开始导入');
    },
  );

  app.post(
    '/api/admin/jobs/:id/cancel',
    {
      preValidation: anyJobPermission,
      schema: { params: adminIdParams, response: answers(sheetJob, 'signedIn') },
    },
    async (request) => {
      const { id } = request.params;
      const job = await app.db.transaction(async (tx) => {
        const found = await visibleJob(tx, request, id, true);
        const stopped = await moveSheetJob(tx, id, ['previewed', 'queued'], 'cancelled', {
          message: '已取消',
        });
        if (stopped) await dropStagedRows(tx, id);
        const cancelled = stopped ?? (await requestSheetJobCancel(tx, id));
        if (!cancelled) throw badRequest('该任务已结束');
        await recordAudit(tx, actorOf(request), {
          action: 'job.cancel',
          targetType: 'job',
          targetId: id,
          before: { state: found.state },
          after: { state: cancelled.state, cancel_requested: cancelled.cancelRequested },
        });
        return cancelled;
      });
      return ok(await wire(job), job.state === 'cancelled' ? '已取消' : '正在取消，当前批次完成后停止');
    },
  );

  app.get(
    '/api/admin/jobs/:id/file',
    {
      preValidation: anyJobPermission,
      schema: { params: adminIdParams, response: fileAnswers(XLSX, sheetFile, 'signedIn') },
    },
    async (request, reply) => {
      const job = await visibleJob(app.db, request, request.params.id);
      const file = job.hasFile ? await sheetJobFile(app.db, job.id) : null;
      if (!file) throw notFound('文件尚未生成');
      return reply
        .type(XLSX)
        .header('content-disposition', attachment(`goods-${job.id}.xlsx`, job.fileName))
        .send(file);
    },
  );
};
