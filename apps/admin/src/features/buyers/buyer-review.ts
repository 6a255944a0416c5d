import type { AdminBuyer } from '@yaocai/domain/contracts/admin';

// Which review a buyer's state allows, as the server does (buyer-review.service.ts): a rejected
// registration may still be approved later, only a pending one may be rejected.
export const canApprove = (buyer: AdminBuyer) => buyer.status !== 'approved';
export const canReject = (buyer: AdminBuyer) => buyer.status === 'pending';
