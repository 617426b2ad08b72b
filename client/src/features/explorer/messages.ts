import { defineMessages } from '../../shared/i18n/defineMessages';

/** Texts of the GraphQL explorer. */
export const explorerMessages = defineMessages({
  explorer_loading: { en: 'Loading the GraphQL explorer…', zh: '正在加载 GraphQL 接口浏览器…' },
});
