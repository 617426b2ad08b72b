import { defineMessages } from '../../shared/i18n/defineMessages';

/** Texts of the work shift screen (spec part 2 sections 3 and 5). */
export const shiftMessages = defineMessages({
  shifts_add: { en: 'Add shift', zh: '新增班次' },
  shifts_edit: { en: 'Edit', zh: '编辑' },
  shifts_delete: { en: 'Delete', zh: '删除' },
  shifts_col_name: { en: 'Shift name', zh: '班次名称' },
  shifts_col_start: { en: 'Start time', zh: '开始时间' },
  shifts_col_end: { en: 'End time', zh: '结束时间' },
  shifts_col_tenant: { en: 'Customer', zh: '所属客户' },
  shifts_col_updated: { en: 'Updated', zh: '更新时间' },
  shifts_dialog_add: { en: 'Add work shift', zh: '新增班次' },
  shifts_dialog_edit: { en: 'Edit work shift', zh: '编辑班次' },
  shifts_field_name: { en: 'Shift name', zh: '班次名称' },
  shifts_field_start: { en: 'Start (HH:mm)', zh: '开始时间（HH:mm）' },
  shifts_field_end: { en: 'End (HH:mm, 24:00 for midnight)', zh: '结束时间（HH:mm，零点填 24:00）' },
  shifts_field_tenant: { en: 'Customer', zh: '所属客户' },
  shifts_tenant_own: { en: 'My own customer', zh: '本租户' },
  shifts_hint: { en: 'A shift ends after it starts on the same day: enter a night shift as two shifts (e.g. 20:00-24:00 and 00:00-06:00). OEE plans these hours for the devices of the customer and of its sub-customers without shifts of their own.', zh: '班次须在同一天内结束：跨零点的夜班请分成两个班次（如 20:00-24:00 与 00:00-06:00）。OEE 以这些时段作为该客户及未设班次的下级客户设备的计划时间。' },
  shifts_save: { en: 'Save', zh: '保存' },
  shifts_saved: { en: 'Saved', zh: '保存成功' },
  shifts_deleted: { en: 'Deleted', zh: '删除成功。' },
  shifts_delete_title: { en: 'Delete work shift', zh: '删除班次' },
  shifts_delete_body: { en: 'Delete the shift "{name}"? OEE will no longer plan its hours.', zh: '确定删除班次“{name}”吗？OEE 将不再计划其时段。' },
});
