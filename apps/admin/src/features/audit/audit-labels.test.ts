import { describe, expect, it } from 'vitest';
import { actionLabel } from './audit-labels';

describe('actionLabel', () => {
  it('names changes to operators and roles, and attempts the server refused', () => {
    expect(actionLabel('role.update')).toBe('编辑角色');
    expect(actionLabel('operator.update.refused')).toBe('编辑操作员（被拒绝）');
    expect(actionLabel('content.banners.delete.refused')).toBe('删除广告（被拒绝）');
    expect(actionLabel('something.new.refused')).toBe('something.new（被拒绝）');
  });
});
