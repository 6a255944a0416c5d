import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { listHref } from '../lib/list-navigation';
import { message, modal } from '../lib/feedback';

interface ActivityLinkProps {
  url: string;
  children: ReactNode;
  className?: string;
  newTab?: boolean;
  /** The link is the current section of the site. */
  current?: boolean;
}

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/**
 * A link set up by operators (spec §4 Activity links): `*` in front marks an activity not started yet,
 * a trailing `#` turns the text before it into an alert, anything else navigates.
 */
export function ActivityLink({ url, children, className, newTab = false, current }: ActivityLinkProps) {
  const { pathname } = useLocation();
  if (url.startsWith('*')) {
    return (
      <button
        type="button"
        className={`yc-link-button ${className ?? ''}`}
        onClick={() => message.info('活动暂未开始')}
      >
        {children}
      </button>
    );
  }
  if (url.endsWith('#')) {
    return (
      <button
        type="button"
        className={`yc-link-button ${className ?? ''}`}
        onClick={() =>
          modal.info({ title: '温馨提示', content: url.slice(0, -1) || '活动未开始', okText: '确定' })
        }
      >
        {children}
      </button>
    );
  }
  const target = newTab ? '_blank' : undefined;
  if (isExternal(url)) {
    return (
      <a href={url} className={className} target={target} rel="noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link
      to={listHref(url, pathname)}
      className={className}
      target={target}
      aria-current={current ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}
