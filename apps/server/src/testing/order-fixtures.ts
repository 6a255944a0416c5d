/** A delivery address as POST /api/user/address takes it. */
export const deliveryAddressBody = {
  name: '王药师',
  phone: '13800138000',
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  detail: '文三路1号',
} as const;
