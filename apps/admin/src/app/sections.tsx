import type { ReactNode } from 'react';
import {
  AccountBookOutlined,
  ApartmentOutlined,
  AuditOutlined,
  CloudSyncOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileTextOutlined,
  GiftOutlined,
  MedicineBoxOutlined,
  MessageOutlined,
  PictureOutlined,
  ProfileOutlined,
  ReadOutlined,
  RollbackOutlined,
  SettingOutlined,
  TeamOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import type { Permission } from '@yaocai/domain/contracts/admin';
import { paths } from '../config/paths';

export interface Section {
  path: string;
  label: string;
  icon: ReactNode;
  /** Needed to see the section at all (given several, any one of them). */
  permission: Permission | readonly Permission[];
}

/** The console's areas, in the menu's order; the first the operator may see is their start page. */
export const sections: readonly Section[] = [
  {
    path: paths.dashboard.path,
    label: '经营概况',
    icon: <DashboardOutlined />,
    permission: 'dashboard.read',
  },
  { path: paths.buyers.path, label: '客户审核', icon: <TeamOutlined />, permission: 'buyers.read' },
  {
    path: paths.overdueBills.path,
    label: '逾期账单',
    icon: <AccountBookOutlined />,
    permission: 'buyers.read',
  },
  { path: paths.orders.path, label: '订单管理', icon: <ProfileOutlined />, permission: 'orders.read' },
  {
    path: paths.afterSales.path,
    label: '售后申请',
    icon: <RollbackOutlined />,
    permission: 'orders.read',
  },
  { path: paths.invoices.path, label: '发票管理', icon: <FileTextOutlined />, permission: 'orders.read' },
  {
    path: paths.buyerRequests.path,
    label: '求购与反馈',
    icon: <MessageOutlined />,
    permission: 'buyers.read',
  },
  {
    path: paths.chat.path,
    label: '在线客服',
    icon: <CustomerServiceOutlined />,
    permission: ['chat.agent', 'chat.supervise'],
  },
  { path: paths.goods.path, label: '商品管理', icon: <MedicineBoxOutlined />, permission: 'goods.read' },
  { path: paths.catalog.path, label: '分类与品牌', icon: <ApartmentOutlined />, permission: 'goods.read' },
  {
    path: paths.activities.path,
    label: '营销活动',
    icon: <GiftOutlined />,
    permission: 'promotions.read',
  },
  {
    path: paths.jobs.path,
    label: '导入导出',
    icon: <CloudSyncOutlined />,
    // Goods exports need goods.read, imports goods.write, order exports orders.read: the page lists
    // the jobs the role may see.
    permission: ['goods.read', 'goods.write', 'orders.read'],
  },
  { path: paths.content.path, label: '页面内容', icon: <PictureOutlined />, permission: 'content.write' },
  { path: paths.articles.path, label: '帮助文章', icon: <ReadOutlined />, permission: 'content.write' },
  { path: paths.audit.path, label: '操作日志', icon: <AuditOutlined />, permission: 'audit.read' },
  {
    path: paths.operators.path,
    label: '操作员',
    icon: <UserSwitchOutlined />,
    permission: 'operators.manage',
  },
  { path: paths.settings.path, label: '站点设置', icon: <SettingOutlined />, permission: 'content.write' },
];
