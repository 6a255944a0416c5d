import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';
import { usePageTitle } from '../lib/page-title';

interface PageProps {
  /** The heading, and the document's title. */
  title: string;
  /** Actions on the title's right. */
  extra?: ReactNode;
  /** The content as it is, not on a card: for a page made of several cards. */
  plain?: boolean;
  children: ReactNode;
}

/** A console page: its title (the heading and the document's), then its content on a card. */
export function Page({ title, extra, plain = false, children }: PageProps) {
  usePageTitle(title);
  return (
    <section>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {plain ? children : <Card variant="borderless">{children}</Card>}
    </section>
  );
}
