import type { FastifyInstance } from 'fastify';
import { LICENCE_TYPES } from '@yaocai/domain/contracts/licences';
import type { Executor } from '../db/client.ts';
import { defineJob } from '../jobs/job.ts';
import {
  chinaToday,
  recordDueExpiryNotices,
  type ExpiryNotice,
} from '../modules/licences/licences.service.ts';
import { sendMessage } from '../modules/messages/messages.service.ts';

/** Tells buyers of their licences 30, 7 and 0 days from expiry; run daily, once across the instances. */
export const licenceNoticesJob = defineJob<Record<string, never>>('licences.expiry-notices', {
  retryLimit: 5,
  retryDelay: 60,
  retryDelayMax: 3600,
  expireInSeconds: 600,
});

function messageOf({ type, validUntil, daysBefore }: ExpiryNotice) {
  const name = LICENCE_TYPES[type];
  if (daysBefore === 0)
    return {
      title: `${name}已到期`,
      content: `您的${name}已于${validUntil}到期，更新并审核通过前暂时无法下单。请尽快在会员中心「资质管理」上传新的证照。`,
    };
  return {
    title: `${name}即将到期`,
    content: `您的${name}将于${validUntil}到期（${daysBefore}天内）。请及时在会员中心「资质管理」上传新的证照，以免影响下单。`,
  };
}

/** Records today's due notices and sends them, in one transaction: each buyer is told once per notice. */
export function sendLicenceNotices(db: Executor, today = chinaToday()): Promise<ExpiryNotice[]> {
  return db.transaction(async (tx) => {
    const notices = await recordDueExpiryNotices(tx, today);
    for (const notice of notices) await sendMessage(tx, notice.userId, messageOf(notice));
    return notices;
  });
}

/** Schedules the daily run at `hour` China time (UTC+8, no daylight saving); null: none. */
export async function startLicenceNotices(app: FastifyInstance, hour: number | null): Promise<void> {
  await app.jobs.handle(licenceNoticesJob, async () => {
    const sent = await sendLicenceNotices(app.db);
    if (sent.length > 0) app.log.info({ notices: sent.length }, 'licence expiry notices sent');
  });
  await app.jobs.schedule(licenceNoticesJob, hour === null ? null : `0 ${(hour + 16) % 24} * * *`);
}
