import { useState } from 'react';
import { Flex, Select, Typography } from 'antd';
import { FOCUS_BANNER_SLOTS, type FocusBannerSlot } from '@yaocai/domain/contracts/content-focus';
import { BannersEditor } from './banners-editor';

const slots = Object.keys(FOCUS_BANNER_SLOTS) as FocusBannerSlot[];

/** The ad slots of the focus calls (side panel, login page, the zones): one slot's banners at a time. */
export function FocusBannersEditor() {
  const [slot, setSlot] = useState<FocusBannerSlot>(slots[0]!);
  return (
    <>
      <Flex gap={8} align="center" style={{ marginBottom: 16 }}>
        <Typography.Text>广告位</Typography.Text>
        <Select
          aria-label="广告位"
          value={slot}
          onChange={setSlot}
          style={{ width: 200 }}
          options={slots.map((value) => ({ value, label: FOCUS_BANNER_SLOTS[value].label }))}
        />
      </Flex>
      <BannersEditor key={slot} slot={FOCUS_BANNER_SLOTS[slot].id} />
    </>
  );
}
