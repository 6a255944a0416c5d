import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer } from 'antd';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

interface PhoneFilterSheetProps {
  /** How many filters are chosen, shown on the button. */
  chosen: number;
  children: ReactNode;
}

/** A phone's filters: the desktop's filter bar in a sheet from the bottom, closed by any choice made. */
export function PhoneFilterSheet({ chosen, children }: PhoneFilterSheetProps) {
  const { search } = useLocation();
  // Open for the list it was opened on: a choice changes the list's address and so closes it.
  const [openFor, setOpenFor] = useState<string | null>(null);
  const open = openFor === search;
  return (
    <>
      <Badge count={chosen} size="small" className="yc-phone-filter-button">
        <Button icon={<FilterOutlined />} aria-expanded={open} onClick={() => setOpenFor(search)}>
          筛选
        </Button>
      </Badge>
      <Drawer
        title="筛选"
        placement="bottom"
        size="80vh"
        open={open}
        onClose={() => setOpenFor(null)}
        className="yc-phone-filter-sheet"
      >
        {children}
      </Drawer>
    </>
  );
}
