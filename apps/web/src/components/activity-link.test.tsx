import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/render-route';
import { ActivityLink } from './activity-link';

const routes = (url: string) => [
  { path: '/', element: <ActivityLink url={url}>双十二</ActivityLink> },
  { path: '/s12', element: <p>双十二专题页</p> },
];

// Spec §4 Activity links, the one place the shop follows them (nav, hot searches, top ad, 专题页 banners).
describe('ActivityLink', () => {
  it('shows 活动暂未开始 for a link starting with *, and stays', async () => {
    renderRoute(routes('*/s12'), '/');
    fireEvent.click(screen.getByRole('button', { name: '双十二' }));
    expect(await screen.findByText('活动暂未开始')).toBeTruthy();
    expect(screen.queryByText('双十二专题页')).toBeNull();
  });

  it('alerts the text before a trailing #', async () => {
    renderRoute(routes('敬请期待12月12日开场#'), '/');
    fireEvent.click(screen.getByRole('button', { name: '双十二' }));
    expect(await screen.findByText('敬请期待12月12日开场')).toBeTruthy();
  });

  it('navigates otherwise', async () => {
    renderRoute(routes('/s12'), '/');
    fireEvent.click(screen.getByRole('link', { name: '双十二' }));
    expect(await screen.findByText('双十二专题页')).toBeTruthy();
  });
});
