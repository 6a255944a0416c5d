import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';

interface PageProps {
  title: ReactNode;
  /** Actions on the title's right. */
  extra?: ReactNode;
  /** The content as it is, not on a card: for a page made of several cards. */
  plain?: boolean;
  children: ReactNode;
}

/** A console page: its title, then its content on a card. */
export function Page({ title, extra, plain = false, children }: PageProps) {
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
