import { defineMessages } from '../i18n/defineMessages';

/** Texts of the shared widgets (loading, clock, full screen, copy link, rating, device efficiency panel). */
export const widgetMessages = defineMessages({
  app_loading: { en: 'Loading…', zh: '加载中…' },
  kanban_clock_label: { en: 'GMT+8', zh: 'GMT+8' },
  kanban_fullscreen: { en: 'Full screen', zh: '全屏' },
  kanban_exit_fullscreen: { en: 'Exit full screen', zh: '退出全屏' },
  copy_link: { en: 'Copy link', zh: '复制链接' },
  copy_success: { en: 'Copied successfully', zh: '复制成功' },
  copy_failed: { en: 'Copy failed', zh: '复制失败' },
  rating_value: { en: '{value} of {max} stars', zh: '{value} / {max} 星' },
  eff_title: { en: 'Device efficiency', zh: '设备效率' },
  eff_today: { en: 'Today', zh: '今天' },
  eff_yesterday: { en: 'Yesterday', zh: '昨天' },
  eff_7days: { en: 'Previous 7 days', zh: '近 7 天' },
  eff_30days: { en: 'Previous 30 days', zh: '近 30 天' },
  eff_custom: { en: 'Custom', zh: '自定义' },
  eff_from: { en: 'From', zh: '开始' },
  eff_to: { en: 'To', zh: '结束' },
  eff_clear: { en: 'Clear', zh: '清除' },
  eff_hours: { en: 'Hours', zh: '小时' },
  eff_percent: { en: 'Percent', zh: '百分比' },
  eff_utilization: { en: 'Utilization', zh: '稼动率' },
  eff_oee: { en: 'OEE', zh: 'OEE' },
  eff_empty: { en: 'No efficiency data for this range.', zh: '该时间段暂无效率数据。' },
  eff_loading: { en: 'Loading the chart…', zh: '正在加载图表…' },
});
