import { defineMessages } from '../shared/i18n/defineMessages';

/** Titles of the routes without a built screen yet, and of the guard's and router's own pages. */
export const appMessages = defineMessages({
  route_deviceView: { en: 'Device view', zh: '设备视图' },
  route_NewDeviceProfile: { en: 'New device profile', zh: '新建设备档案' },
  route_customerroster: { en: 'Customer roster', zh: '客户名册' },
  route_customerdetail: { en: 'Customer details', zh: '客户详情' },
  route_createcustomer: { en: 'Create customer', zh: '新建客户' },
  route_userdetail: { en: 'User details', zh: '用户详情' },
  route_productlist: { en: 'Product manuals', zh: '产品手册' },
  route_createnewproduct: { en: 'Create product', zh: '新建产品' },
  route_editproduct: { en: 'Edit product', zh: '编辑产品' },
  route_productdisplayconfiguration: { en: 'Product display configuration', zh: '产品展示配置' },
  route_editproductdisplayconfiguration: { en: 'Edit product display configuration', zh: '编辑产品展示配置' },
  route_users: { en: 'User management', zh: '用户管理' },
  route_members: { en: 'Members', zh: '成员管理' },
  route_shifts: { en: 'Work shifts', zh: '班次管理' },
  route_messages: { en: 'Messages', zh: '消息列表' },
  route_rolepermission: { en: 'Role permission management', zh: '角色权限管理' },
  route_customDashboard_list: { en: 'Dashboard list', zh: '看板列表' },
  route_customDashboard_edit: { en: 'Custom dashboard', zh: '自定义看板' },
  route_customDashboard_view: { en: 'Dashboard view', zh: '查看看板' },
  route_forbidden: { en: 'No access', zh: '无权访问' },
  route_notfound: { en: 'Page not found', zh: '页面不存在' },
  route_error_title: { en: 'The page could not be loaded', zh: '页面加载失败' },
  route_error_body: { en: 'Part of the application failed to load (chunk load error). Check your connection and reload.', zh: '应用的部分内容加载失败（分块加载错误）。请检查网络后重新加载。' },
});
