import type { ApiName } from '@contract/apis';
import { defineMessages, type MessagePair } from '../i18n/defineMessages';

/** The APIs of the table as a user reads them (message id `api_{name}`); a test checks every API has one. */
const API_NAMES = {
  api_deviceList: { en: 'View devices and their live data', zh: '查看设备及实时数据' },
  api_deviceAlarms: { en: 'View the alarms of a device', zh: '查看设备报警' },
  api_deviceEfficiency: { en: 'View device efficiency, timelines and statistics', zh: '查看设备效率、时间线和统计' },
  api_deviceStatistics: { en: 'View device counts by region', zh: '查看按地区的设备统计' },
  api_userList: { en: 'List users', zh: '查看用户列表' },
  api_userAdd: { en: 'Add users', zh: '添加用户' },
  api_userEdit: { en: 'Edit users', zh: '编辑用户' },
  api_productManualList: { en: 'View product manuals', zh: '查看产品手册' },
  api_productManualAdd: { en: 'Create product manuals', zh: '新建产品手册' },
  api_productManualEdit: { en: 'Edit product manuals', zh: '编辑产品手册' },
  api_productManualDelete: { en: 'Delete product manuals', zh: '删除产品手册' },
  api_productManualOffShelf: { en: 'Take product manuals off the shelf', zh: '下架产品手册' },
  api_productManualOnShelf: { en: 'Put product manuals on the shelf', zh: '上架产品手册' },
  api_productDisplayConfig: { en: 'View the product display configuration', zh: '查看产品展示配置' },
  api_productDisplayConfigEdit: { en: 'Edit the product display configuration', zh: '编辑产品展示配置' },
  api_systemMessageList: { en: 'Read my system messages', zh: '查看我的系统消息' },
  api_systemMessageRead: { en: 'Mark my system messages read', zh: '将我的系统消息标为已读' },
  api_systemMessageSend: { en: 'Send system messages', zh: '发送系统消息' },
  api_shiftList: { en: 'View work shifts', zh: '查看班次' },
  api_shiftAdd: { en: 'Create work shifts', zh: '新增班次' },
  api_shiftEdit: { en: 'Edit work shifts', zh: '编辑班次' },
  api_shiftDelete: { en: 'Delete work shifts', zh: '删除班次' },
  api_memberList: { en: 'View members', zh: '查看成员' },
  api_memberEdit: { en: 'Edit members', zh: '编辑成员' },
  api_memberCheckIn: { en: 'Check in as a member', zh: '成员签到' },
} as const satisfies Record<`api_${ApiName}`, MessagePair>;

/** Texts of the no-permission state: what is missing, whom to ask. */
export const permissionMessages = defineMessages({
  ...API_NAMES,
  noperm_title: { en: 'No permission', zh: '无权限' },
  noperm_body: {
    en: '“{page}” needs {count, plural, one {a permission} other {# permissions}} that your role ({role}) does not have:',
    zh: '“{page}”需要您的角色（{role}）尚未拥有的{count, plural, other {# 项}}权限：',
  },
  noperm_panel: { en: 'No permission: {apis}', zh: '无权限：{apis}' },
  noperm_ask_admins: { en: 'Ask {names}, administrator of {tenant}, to grant it.', zh: '请联系{tenant}的管理员{names}为您开通。' },
  noperm_ask_operators: { en: 'Ask the platform operator ({names}) to grant it.', zh: '请联系平台运营人员（{names}）为您开通。' },
  noperm_ask_unknown: { en: 'Ask your tenant administrator to grant it.', zh: '请联系您的租户管理员为您开通。' },
  noperm_withdrawn: { en: 'Your permission for this was withdrawn while it was open.', zh: '您打开此页面期间，相关权限已被收回。' },
});
