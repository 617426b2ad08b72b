import { defineMessages } from '../i18n/defineMessages';

/** Names of the device statuses and efficiency parts (`status_{status}`), for every kanban and chart. */
export const statusMessages = defineMessages({
  status_Running: { en: 'Running', zh: '运行' },
  status_Idle: { en: 'Idle', zh: '空闲' },
  status_Estop: { en: 'Emergency stop', zh: '急停' },
  status_Offline: { en: 'Offline', zh: '离线' },
  status_RemainingTime: { en: 'Remaining', zh: '剩余' },
});

/** Texts of the kanban widgets every live screen shares (day timeline, alarm table). */
export const kanbanWidgetMessages = defineMessages({
  kanban_timeline_zone: { en: 'GMT +8', zh: 'GMT +8' },
  kanban_timeline_label: { en: 'Today\'s timeline (GMT +8)', zh: '今日时间线（GMT +8）' },
  detail_alarms_empty: { en: 'No alarms.', zh: '暂无报警。' },
  detail_alarm_time: { en: 'Time', zh: '时间' },
  detail_alarm_text: { en: 'Alarm', zh: '报警内容' },
  // Reliability figures (device detail kanban, customer detail; formulas in docs/efficiency.md).
  reliability_title: { en: 'Reliability', zh: '可靠性' },
  reliability_range: { en: '{start} to {end}', zh: '{start} 至 {end}' },
  reliability_mtbf: { en: 'MTBF', zh: 'MTBF' },
  reliability_mtbf_hint: { en: 'Mean time between failures: operating time (Running or Idle, outside breakdowns) / failures', zh: '平均故障间隔时间：运行时间（运行或空闲，故障期间除外）/ 故障次数' },
  reliability_mttr: { en: 'MTTR', zh: 'MTTR' },
  reliability_mttr_hint: { en: 'Mean time to repair: repair time of the finished repairs / their number', zh: '平均修复时间：已完成维修的维修时长 / 维修次数' },
  reliability_hours: { en: '{hours} h', zh: '{hours} 小时' },
  reliability_failures: { en: 'Failures', zh: '故障次数' },
  reliability_in_repair: { en: '{count} in repair', zh: '{count} 次维修中' },
  reliability_no_failure: { en: 'no failure in the range', zh: '区间内无故障' },
  reliability_no_repair_done: { en: 'repair not finished', zh: '维修未完成' },
  reliability_loading: { en: 'Loading reliability…', zh: '正在加载可靠性…' },
});
