/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation SetLanguage($language: Language!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": typeof types.SetLanguageDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query MyApiTokens {\n    myApiTokens {\n      id\n      name\n      hint\n      createdAt\n      expiresAt\n      lastUsedAt\n    }\n  }\n": typeof types.MyApiTokensDocument,
    "\n  query UserApiTokens($page: Int!, $pageSize: Int!) {\n    apiTokens(page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        name\n        hint\n        createdAt\n        expiresAt\n        lastUsedAt\n        user {\n          id\n          name\n          account\n        }\n      }\n    }\n  }\n": typeof types.UserApiTokensDocument,
    "\n  mutation CreateApiToken($name: String!, $expiresAt: DateTimeISO) {\n    createApiToken(name: $name, expiresAt: $expiresAt) {\n      secret\n      token {\n        id\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n    }\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  mutation ResetPasswordWithCode($phone: String!, $code: String!, $newPassword: String!) {\n    resetPasswordWithCode(phone: $phone, code: $code, newPassword: $newPassword)\n  }\n": typeof types.ResetPasswordWithCodeDocument,
    "\n  mutation ResetPassword($oldPassword: String!, $newPassword: String!) {\n    resetPassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query Me {\n    me {\n      ...SessionUserFields @unmask\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation SendVerificationCode($phone: String!, $purpose: CodePurpose!) {\n    sendVerificationCode(phone: $phone, purpose: $purpose)\n  }\n": typeof types.SendVerificationCodeDocument,
    "\n  query DeviceAlarmTable($uuid: String!) {\n    deviceAlarms(uuid: $uuid, page: 1, pageSize: 10) {\n      total\n      items {\n        value\n        timeStamp\n      }\n    }\n  }\n": typeof types.DeviceAlarmTableDocument,
    "\n  query EquipmentStatistics($uuid: String!, $start: String!, $end: String!) {\n    equipmentStatistics(uuid: $uuid, start: $start, end: $end) {\n      todaynum\n      totalnum\n      values {\n        date\n        value\n      }\n    }\n  }\n": typeof types.EquipmentStatisticsDocument,
    "\n  fragment DeviceCard_device on Device {\n    id\n    uuid\n    devalias\n    status\n    coverPicture {\n      fileurl\n    }\n  }\n": typeof types.DeviceCard_DeviceFragmentDoc,
    "\n  fragment ProductDetailGrid_device on Device {\n    id\n    uuid\n    devalias\n    product {\n      id\n      model\n      manufacturingCode\n      maintainer\n      industry\n      customer {\n        id\n        name\n        address\n        contactWay\n        location\n      }\n    }\n  }\n": typeof types.ProductDetailGrid_DeviceFragmentDoc,
    "\n  subscription DeviceEfficiency($uuid: String!) {\n    deviceEfficiency(uuid: $uuid) {\n      uuid\n      efficiency {\n        timeStamp\n        items {\n          status\n          time\n        }\n      }\n      timeline {\n        status\n        value {\n          timeStamp\n          status\n        }\n      }\n    }\n  }\n": typeof types.DeviceEfficiencyDocument,
    "\n  subscription DeviceParameterBatches($uuids: [String!]!) {\n    deviceParameterBatches(uuids: $uuids, intervalMs: 250) {\n      values {\n        key\n        value\n        timeStamp\n      }\n    }\n  }\n": typeof types.DeviceParameterBatchesDocument,
    "\n  subscription ProcessRate($uuid: String!) {\n    processRate(uuid: $uuid) {\n      value\n      timeStamp\n    }\n  }\n": typeof types.ProcessRateDocument,
    "\n  subscription DeviceStatusChanged($uuids: [String!]!) {\n    deviceStatusChanged(uuids: $uuids) {\n      device {\n        id\n        status\n        statusAt\n      }\n    }\n  }\n": typeof types.DeviceStatusChangedDocument,
    "\n  query DeviceDetail($uuid: String!) {\n    device(uuid: $uuid) {\n      id\n      uuid\n      devalias\n      status\n      product {\n        id\n        industry\n      }\n      ...ProductDetailGrid_device\n    }\n    parameterFormats {\n      id\n      key\n      type\n      unit\n    }\n  }\n": typeof types.DeviceDetailDocument,
    "\n  query OverviewDevices($tenantId: ID, $page: Int!, $pageSize: Int!) {\n    devices(tenantId: $tenantId, page: $page, pageSize: $pageSize) {\n      total\n      page\n      items {\n        id\n        uuid\n        product {\n          id\n        }\n        ...DeviceCard_device\n      }\n    }\n  }\n": typeof types.OverviewDevicesDocument,
    "\n  query DeviceDistribution {\n    deviceDistribution {\n      regions {\n        regionId\n        region\n        level\n        depth\n        total\n        Running\n        Idle\n        Estop\n        Offline\n      }\n      unassigned {\n        total\n      }\n    }\n  }\n": typeof types.DeviceDistributionDocument,
    "\n  query SupplierAggregate($start: String!, $end: String!, $level: RegionLevel!) {\n    supplierAggregate(start: $start, end: $end, level: $level) {\n      start\n      end\n      level\n      total\n      unassigned\n      datas {\n        regionId\n        region\n        count\n      }\n    }\n  }\n": typeof types.SupplierAggregateDocument,
    "\n  query UtilizationRanking($start: String!, $end: String!, $pageSize: Int!) {\n    utilizationRanking(start: $start, end: $end, page: 1, pageSize: $pageSize) {\n      total\n      items {\n        rank\n        uuid\n        devalias\n        utilization\n        OEE\n        runningSeconds\n      }\n    }\n  }\n": typeof types.UtilizationRankingDocument,
    "\n  fragment TenantNodeFields on TenantNode {\n    id\n    name\n    oemCode\n    level\n  }\n": typeof types.TenantNodeFieldsFragmentDoc,
    "\n  query TenantTree {\n    tenantTree {\n      ...TenantNodeFields @unmask\n      subTenants {\n        ...TenantNodeFields @unmask\n        subTenants {\n          ...TenantNodeFields @unmask\n          subTenants {\n            ...TenantNodeFields @unmask\n            subTenants {\n              ...TenantNodeFields @unmask\n              subTenants {\n                ...TenantNodeFields @unmask\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.TenantTreeDocument,
    "\n  query TenantDeviceCounts {\n    tenantDeviceCounts {\n      tenantId\n      total\n    }\n  }\n": typeof types.TenantDeviceCountsDocument,
    "\n  mutation UpdateMember($id: ID!, $input: MemberInput!) {\n    updateMember(id: $id, input: $input) {\n      id\n      remarkName\n      gender\n      status\n      serviceCustomerId\n      serviceCustomerName\n      location\n      updatedAt\n    }\n  }\n": typeof types.UpdateMemberDocument,
    "\n  mutation CheckIn($place: String!) {\n    checkIn(place: $place) {\n      id\n      at\n      place\n    }\n  }\n": typeof types.CheckInDocument,
    "\n  query MemberCustomerChoices {\n    memberCustomerChoices {\n      id\n      name\n    }\n  }\n": typeof types.MemberCustomerChoicesDocument,
    "\n  query MemberDetail($id: ID!) {\n    member(id: $id) {\n      id\n      account\n      name\n      role\n      remarkName\n      gender\n      status\n      serviceCustomerName\n      location\n      updatedAt\n      checkIns {\n        id\n        at\n        place\n      }\n    }\n  }\n": typeof types.MemberDetailDocument,
    "\n  query Members($page: Int!, $pageSize: Int!, $search: String, $status: MemberStatus, $sortKey: MemberSortKey, $sortDirection: SortDirection) {\n    members(page: $page, pageSize: $pageSize, search: $search, status: $status, sortKey: $sortKey, sortDirection: $sortDirection) {\n      total\n      page\n      pageSize\n      items {\n        id\n        account\n        name\n        role\n        remarkName\n        gender\n        status\n        serviceCustomerId\n        serviceCustomerName\n        location\n        updatedAt\n      }\n    }\n  }\n": typeof types.MembersDocument,
    "\n  query RolePermissionCatalogue {\n    apiCatalogue {\n      tag\n      apis {\n        path\n        method\n        summary\n        fields\n      }\n    }\n  }\n": typeof types.RolePermissionCatalogueDocument,
    "\n  query RolePermissionPolicies($role: Role!) {\n    rolePolicies(role: $role) {\n      path\n      method\n    }\n  }\n": typeof types.RolePermissionPoliciesDocument,
    "\n  mutation ReplaceRolePolicies($role: Role!, $apis: [ApiPermissionInput!]!) {\n    replaceRolePolicies(role: $role, apis: $apis) {\n      path\n      method\n    }\n  }\n": typeof types.ReplaceRolePoliciesDocument,
    "\n  mutation UpdateProductDisplayConfig($input: ProductDisplayConfigInput!) {\n    updateProductDisplayConfig(input: $input) {\n      systemMenus {\n        name\n        link\n        editable\n      }\n      customMenus {\n        name\n        link\n      }\n      officialAccount {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      updatedAt\n    }\n  }\n": typeof types.UpdateProductDisplayConfigDocument,
    "\n  query ProductDisplayConfig {\n    productDisplayConfig {\n      systemMenus {\n        name\n        link\n        editable\n      }\n      customMenus {\n        name\n        link\n      }\n      officialAccount {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      updatedAt\n    }\n  }\n": typeof types.ProductDisplayConfigDocument,
    "\n  query ProductManual($id: ID!) {\n    productManual(id: $id) {\n      id\n      name\n      model\n      description\n      note\n      status\n      coverPicture {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      detailPictures {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      files {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      params {\n        name\n        value\n      }\n      tags {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ProductManualDocument,
    "\n  mutation CreateProductManual($input: ProductManualInput!) {\n    createProductManual(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateProductManualDocument,
    "\n  mutation UpdateProductManual($id: ID!, $input: ProductManualInput!) {\n    updateProductManual(id: $id, input: $input) {\n      id\n      name\n      model\n      description\n      note\n    }\n  }\n": typeof types.UpdateProductManualDocument,
    "\n  query ProductManuals(\n    $page: Int!\n    $pageSize: Int!\n    $id: ID\n    $name: String\n    $model: String\n    $description: String\n    $note: String\n    $status: ShelfStatusFilter!\n    $tags: [String!]\n    $createTimeStart: String\n    $createTimeEnd: String\n    $shelfTimeStart: String\n    $shelfTimeEnd: String\n    $sortKey: ProductManualSortKey!\n    $sortDirection: SortDirection!\n  ) {\n    productManuals(\n      page: $page\n      pageSize: $pageSize\n      id: $id\n      name: $name\n      model: $model\n      description: $description\n      note: $note\n      status: $status\n      tags: $tags\n      createTimeStart: $createTimeStart\n      createTimeEnd: $createTimeEnd\n      shelfTimeStart: $shelfTimeStart\n      shelfTimeEnd: $shelfTimeEnd\n      sortKey: $sortKey\n      sortDirection: $sortDirection\n    ) {\n      version\n      page {\n        total\n        page\n        pageSize\n        items {\n          id\n          name\n          model\n          description\n          note\n          status\n          createTime\n          onTheShelfTime\n          coverPicture {\n            filename\n            fileurl\n            md5name\n          }\n          tags {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.ProductManualsDocument,
    "\n  query ProductManualTags {\n    productManualTags {\n      id\n      name\n    }\n  }\n": typeof types.ProductManualTagsDocument,
    "\n  mutation TakeProductManualOffShelf($id: ID!) {\n    takeProductManualOffShelf(id: $id) {\n      id\n      status\n      onTheShelfTime\n    }\n  }\n": typeof types.TakeProductManualOffShelfDocument,
    "\n  mutation PutProductManualOnShelf($id: ID!) {\n    putProductManualOnShelf(id: $id) {\n      id\n      status\n      onTheShelfTime\n    }\n  }\n": typeof types.PutProductManualOnShelfDocument,
    "\n  mutation DeleteProductManual($id: ID!) {\n    deleteProductManual(id: $id)\n  }\n": typeof types.DeleteProductManualDocument,
    "\n  mutation CreateWorkShift($input: NewWorkShiftInput!) {\n    createWorkShift(input: $input) {\n      id\n      name\n      start\n      end\n      tenantId\n      tenantName\n      updatedAt\n    }\n  }\n": typeof types.CreateWorkShiftDocument,
    "\n  mutation UpdateWorkShift($id: ID!, $input: WorkShiftInput!) {\n    updateWorkShift(id: $id, input: $input) {\n      id\n      name\n      start\n      end\n      tenantId\n      tenantName\n      updatedAt\n    }\n  }\n": typeof types.UpdateWorkShiftDocument,
    "\n  query WorkShifts($page: Int!, $pageSize: Int!, $name: String, $tenantId: ID, $sortKey: ShiftSortKey, $sortDirection: SortDirection) {\n    workShifts(page: $page, pageSize: $pageSize, name: $name, tenantId: $tenantId, sortKey: $sortKey, sortDirection: $sortDirection) {\n      version\n      page {\n        total\n        page\n        pageSize\n        items {\n          id\n          name\n          start\n          end\n          tenantId\n          tenantName\n          updatedAt\n        }\n      }\n    }\n  }\n": typeof types.WorkShiftsDocument,
    "\n  query ShiftTenants {\n    tenantTree {\n      id\n      name\n      subTenants {\n        id\n        name\n        subTenants {\n          id\n          name\n          subTenants {\n            id\n            name\n            subTenants {\n              id\n              name\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ShiftTenantsDocument,
    "\n  mutation DeleteWorkShift($id: ID!) {\n    deleteWorkShift(id: $id)\n  }\n": typeof types.DeleteWorkShiftDocument,
    "\n  query MessagePreview {\n    systemMessagePreview {\n      unread\n      items {\n        id\n        type\n        title\n        content\n        sentAt\n        senderName\n        read\n      }\n    }\n  }\n": typeof types.MessagePreviewDocument,
    "\n  subscription MessageArrived {\n    systemMessages {\n      id\n      type\n      title\n      content\n      sentAt\n      senderName\n      read\n    }\n  }\n": typeof types.MessageArrivedDocument,
    "\n  mutation MarkMessagesRead($ids: [ID!]!) {\n    markSystemMessagesRead(ids: $ids)\n  }\n": typeof types.MarkMessagesReadDocument,
    "\n  mutation MarkAllMessagesRead {\n    markAllSystemMessagesRead\n  }\n": typeof types.MarkAllMessagesReadDocument,
    "\n  mutation SendSystemMessage($input: SystemMessageInput!) {\n    sendSystemMessage(input: $input) {\n      id\n      recipients\n    }\n  }\n": typeof types.SendSystemMessageDocument,
    "\n  query MessageAudience {\n    tenantTree {\n      id\n      name\n      subTenants {\n        id\n        name\n        subTenants {\n          id\n          name\n          subTenants {\n            id\n            name\n            subTenants {\n              id\n              name\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.MessageAudienceDocument,
    "\n  query MySystemMessages($page: Int!, $pageSize: Int!, $status: SystemMessageStatus, $type: SystemMessageType, $sentFrom: String, $sentTo: String) {\n    mySystemMessages(page: $page, pageSize: $pageSize, status: $status, type: $type, sentFrom: $sentFrom, sentTo: $sentTo) {\n      total\n      page\n      pageSize\n      items {\n        id\n        type\n        title\n        content\n        sentAt\n        senderName\n        read\n      }\n    }\n  }\n": typeof types.MySystemMessagesDocument,
    "\n  subscription MessageListLive {\n    systemMessages {\n      id\n      type\n      title\n      content\n      sentAt\n      senderName\n      read\n    }\n  }\n": typeof types.MessageListLiveDocument,
    "\n  mutation AddUser($input: AddUserInput!) {\n    addUser(input: $input) {\n      id\n      name\n      account\n      role\n      phone\n      email\n      createdAt\n      updatedAt\n      tenant {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AddUserDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      id\n      name\n      account\n      role\n      phone\n      email\n      createdAt\n      updatedAt\n      tenant {\n        id\n        name\n      }\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  query UserTenantTree {\n    tenantTree {\n      id\n      name\n      subTenants {\n        id\n        name\n        subTenants {\n          id\n          name\n          subTenants {\n            id\n            name\n            subTenants {\n              id\n              name\n              subTenants {\n                id\n                name\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.UserTenantTreeDocument,
    "\n  query Users($page: Int!, $pageSize: Int!, $search: String, $tenantId: ID) {\n    users(page: $page, pageSize: $pageSize, search: $search, tenantId: $tenantId) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        account\n        role\n        phone\n        email\n        createdAt\n        updatedAt\n        tenant {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.UsersDocument,
    "\n  query OperationErrorsTestRanking($start: String!, $end: String!) {\n    utilizationRanking(start: $start, end: $end) {\n      total\n    }\n  }\n": typeof types.OperationErrorsTestRankingDocument,
    "\n  subscription OperationErrorsTestRate($uuid: String!) {\n    processRate(uuid: $uuid) {\n      value\n    }\n  }\n": typeof types.OperationErrorsTestRateDocument,
    "\n  subscription TableVersionChanged {\n    tableVersionChanged {\n      table\n      version\n    }\n  }\n": typeof types.TableVersionChangedDocument,
    "\n  subscription LiveSubscriptionTestRate($uuid: String!) {\n    processRate(uuid: $uuid) {\n      value\n      timeStamp\n    }\n  }\n": typeof types.LiveSubscriptionTestRateDocument,
    "\n  query PermissionContacts {\n    permissionContacts {\n      name\n      role\n      tenantName\n    }\n  }\n": typeof types.PermissionContactsDocument,
    "\n  query MyPermissions {\n    myPermissions {\n      path\n      method\n    }\n  }\n": typeof types.MyPermissionsDocument,
    "\n  subscription MyPermissionsChanged {\n    myPermissionsChanged {\n      path\n      method\n    }\n  }\n": typeof types.MyPermissionsChangedDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    name\n    account\n    role\n    language\n    avatarUrl\n  }\n": typeof types.SessionUserFieldsFragmentDoc,
    "\n  mutation Login($account: String!, $password: String!) {\n    login(account: $account, password: $password) {\n      user {\n        ...SessionUserFields @unmask\n      }\n      expiresAt\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation LoginWithPhone($phone: String!, $code: String!) {\n    loginWithPhone(phone: $phone, code: $code) {\n      user {\n        ...SessionUserFields @unmask\n      }\n      expiresAt\n    }\n  }\n": typeof types.LoginWithPhoneDocument,
    "\n  query DeviceEfficiencyStatistics($uuid: String!, $start: String!, $end: String!) {\n    deviceEfficiencyStatistics(uuid: $uuid, start: $start, end: $end) {\n      date\n      Running\n      Idle\n      Estop\n      Offline\n      utilization\n      OEE\n    }\n  }\n": typeof types.DeviceEfficiencyStatisticsDocument,
    "\n  query TableColumns($table: String!) {\n    tableColumns(table: $table) {\n      name\n      isvisible\n    }\n  }\n": typeof types.TableColumnsDocument,
    "\n  mutation SaveTableColumns($table: String!, $columns: [TableColumnInput!]!) {\n    saveTableColumns(table: $table, columns: $columns) {\n      name\n      isvisible\n    }\n  }\n": typeof types.SaveTableColumnsDocument,
};
const documents: Documents = {
    "\n  mutation SetLanguage($language: Language!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": types.SetLanguageDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query MyApiTokens {\n    myApiTokens {\n      id\n      name\n      hint\n      createdAt\n      expiresAt\n      lastUsedAt\n    }\n  }\n": types.MyApiTokensDocument,
    "\n  query UserApiTokens($page: Int!, $pageSize: Int!) {\n    apiTokens(page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        name\n        hint\n        createdAt\n        expiresAt\n        lastUsedAt\n        user {\n          id\n          name\n          account\n        }\n      }\n    }\n  }\n": types.UserApiTokensDocument,
    "\n  mutation CreateApiToken($name: String!, $expiresAt: DateTimeISO) {\n    createApiToken(name: $name, expiresAt: $expiresAt) {\n      secret\n      token {\n        id\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n    }\n  }\n": types.RevokeApiTokenDocument,
    "\n  mutation ResetPasswordWithCode($phone: String!, $code: String!, $newPassword: String!) {\n    resetPasswordWithCode(phone: $phone, code: $code, newPassword: $newPassword)\n  }\n": types.ResetPasswordWithCodeDocument,
    "\n  mutation ResetPassword($oldPassword: String!, $newPassword: String!) {\n    resetPassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n": types.ResetPasswordDocument,
    "\n  query Me {\n    me {\n      ...SessionUserFields @unmask\n    }\n  }\n": types.MeDocument,
    "\n  mutation SendVerificationCode($phone: String!, $purpose: CodePurpose!) {\n    sendVerificationCode(phone: $phone, purpose: $purpose)\n  }\n": types.SendVerificationCodeDocument,
    "\n  query DeviceAlarmTable($uuid: String!) {\n    deviceAlarms(uuid: $uuid, page: 1, pageSize: 10) {\n      total\n      items {\n        value\n        timeStamp\n      }\n    }\n  }\n": types.DeviceAlarmTableDocument,
    "\n  query EquipmentStatistics($uuid: String!, $start: String!, $end: String!) {\n    equipmentStatistics(uuid: $uuid, start: $start, end: $end) {\n      todaynum\n      totalnum\n      values {\n        date\n        value\n      }\n    }\n  }\n": types.EquipmentStatisticsDocument,
    "\n  fragment DeviceCard_device on Device {\n    id\n    uuid\n    devalias\n    status\n    coverPicture {\n      fileurl\n    }\n  }\n": types.DeviceCard_DeviceFragmentDoc,
    "\n  fragment ProductDetailGrid_device on Device {\n    id\n    uuid\n    devalias\n    product {\n      id\n      model\n      manufacturingCode\n      maintainer\n      industry\n      customer {\n        id\n        name\n        address\n        contactWay\n        location\n      }\n    }\n  }\n": types.ProductDetailGrid_DeviceFragmentDoc,
    "\n  subscription DeviceEfficiency($uuid: String!) {\n    deviceEfficiency(uuid: $uuid) {\n      uuid\n      efficiency {\n        timeStamp\n        items {\n          status\n          time\n        }\n      }\n      timeline {\n        status\n        value {\n          timeStamp\n          status\n        }\n      }\n    }\n  }\n": types.DeviceEfficiencyDocument,
    "\n  subscription DeviceParameterBatches($uuids: [String!]!) {\n    deviceParameterBatches(uuids: $uuids, intervalMs: 250) {\n      values {\n        key\n        value\n        timeStamp\n      }\n    }\n  }\n": types.DeviceParameterBatchesDocument,
    "\n  subscription ProcessRate($uuid: String!) {\n    processRate(uuid: $uuid) {\n      value\n      timeStamp\n    }\n  }\n": types.ProcessRateDocument,
    "\n  subscription DeviceStatusChanged($uuids: [String!]!) {\n    deviceStatusChanged(uuids: $uuids) {\n      device {\n        id\n        status\n        statusAt\n      }\n    }\n  }\n": types.DeviceStatusChangedDocument,
    "\n  query DeviceDetail($uuid: String!) {\n    device(uuid: $uuid) {\n      id\n      uuid\n      devalias\n      status\n      product {\n        id\n        industry\n      }\n      ...ProductDetailGrid_device\n    }\n    parameterFormats {\n      id\n      key\n      type\n      unit\n    }\n  }\n": types.DeviceDetailDocument,
    "\n  query OverviewDevices($tenantId: ID, $page: Int!, $pageSize: Int!) {\n    devices(tenantId: $tenantId, page: $page, pageSize: $pageSize) {\n      total\n      page\n      items {\n        id\n        uuid\n        product {\n          id\n        }\n        ...DeviceCard_device\n      }\n    }\n  }\n": types.OverviewDevicesDocument,
    "\n  query DeviceDistribution {\n    deviceDistribution {\n      regions {\n        regionId\n        region\n        level\n        depth\n        total\n        Running\n        Idle\n        Estop\n        Offline\n      }\n      unassigned {\n        total\n      }\n    }\n  }\n": types.DeviceDistributionDocument,
    "\n  query SupplierAggregate($start: String!, $end: String!, $level: RegionLevel!) {\n    supplierAggregate(start: $start, end: $end, level: $level) {\n      start\n      end\n      level\n      total\n      unassigned\n      datas {\n        regionId\n        region\n        count\n      }\n    }\n  }\n": types.SupplierAggregateDocument,
    "\n  query UtilizationRanking($start: String!, $end: String!, $pageSize: Int!) {\n    utilizationRanking(start: $start, end: $end, page: 1, pageSize: $pageSize) {\n      total\n      items {\n        rank\n        uuid\n        devalias\n        utilization\n        OEE\n        runningSeconds\n      }\n    }\n  }\n": types.UtilizationRankingDocument,
    "\n  fragment TenantNodeFields on TenantNode {\n    id\n    name\n    oemCode\n    level\n  }\n": types.TenantNodeFieldsFragmentDoc,
    "\n  query TenantTree {\n    tenantTree {\n      ...TenantNodeFields @unmask\n      subTenants {\n        ...TenantNodeFields @unmask\n        subTenants {\n          ...TenantNodeFields @unmask\n          subTenants {\n            ...TenantNodeFields @unmask\n            subTenants {\n              ...TenantNodeFields @unmask\n              subTenants {\n                ...TenantNodeFields @unmask\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.TenantTreeDocument,
    "\n  query TenantDeviceCounts {\n    tenantDeviceCounts {\n      tenantId\n      total\n    }\n  }\n": types.TenantDeviceCountsDocument,
    "\n  mutation UpdateMember($id: ID!, $input: MemberInput!) {\n    updateMember(id: $id, input: $input) {\n      id\n      remarkName\n      gender\n      status\n      serviceCustomerId\n      serviceCustomerName\n      location\n      updatedAt\n    }\n  }\n": types.UpdateMemberDocument,
    "\n  mutation CheckIn($place: String!) {\n    checkIn(place: $place) {\n      id\n      at\n      place\n    }\n  }\n": types.CheckInDocument,
    "\n  query MemberCustomerChoices {\n    memberCustomerChoices {\n      id\n      name\n    }\n  }\n": types.MemberCustomerChoicesDocument,
    "\n  query MemberDetail($id: ID!) {\n    member(id: $id) {\n      id\n      account\n      name\n      role\n      remarkName\n      gender\n      status\n      serviceCustomerName\n      location\n      updatedAt\n      checkIns {\n        id\n        at\n        place\n      }\n    }\n  }\n": types.MemberDetailDocument,
    "\n  query Members($page: Int!, $pageSize: Int!, $search: String, $status: MemberStatus, $sortKey: MemberSortKey, $sortDirection: SortDirection) {\n    members(page: $page, pageSize: $pageSize, search: $search, status: $status, sortKey: $sortKey, sortDirection: $sortDirection) {\n      total\n      page\n      pageSize\n      items {\n        id\n        account\n        name\n        role\n        remarkName\n        gender\n        status\n        serviceCustomerId\n        serviceCustomerName\n        location\n        updatedAt\n      }\n    }\n  }\n": types.MembersDocument,
    "\n  query RolePermissionCatalogue {\n    apiCatalogue {\n      tag\n      apis {\n        path\n        method\n        summary\n        fields\n      }\n    }\n  }\n": types.RolePermissionCatalogueDocument,
    "\n  query RolePermissionPolicies($role: Role!) {\n    rolePolicies(role: $role) {\n      path\n      method\n    }\n  }\n": types.RolePermissionPoliciesDocument,
    "\n  mutation ReplaceRolePolicies($role: Role!, $apis: [ApiPermissionInput!]!) {\n    replaceRolePolicies(role: $role, apis: $apis) {\n      path\n      method\n    }\n  }\n": types.ReplaceRolePoliciesDocument,
    "\n  mutation UpdateProductDisplayConfig($input: ProductDisplayConfigInput!) {\n    updateProductDisplayConfig(input: $input) {\n      systemMenus {\n        name\n        link\n        editable\n      }\n      customMenus {\n        name\n        link\n      }\n      officialAccount {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      updatedAt\n    }\n  }\n": types.UpdateProductDisplayConfigDocument,
    "\n  query ProductDisplayConfig {\n    productDisplayConfig {\n      systemMenus {\n        name\n        link\n        editable\n      }\n      customMenus {\n        name\n        link\n      }\n      officialAccount {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      updatedAt\n    }\n  }\n": types.ProductDisplayConfigDocument,
    "\n  query ProductManual($id: ID!) {\n    productManual(id: $id) {\n      id\n      name\n      model\n      description\n      note\n      status\n      coverPicture {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      detailPictures {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      files {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      params {\n        name\n        value\n      }\n      tags {\n        id\n        name\n      }\n    }\n  }\n": types.ProductManualDocument,
    "\n  mutation CreateProductManual($input: ProductManualInput!) {\n    createProductManual(input: $input) {\n      id\n    }\n  }\n": types.CreateProductManualDocument,
    "\n  mutation UpdateProductManual($id: ID!, $input: ProductManualInput!) {\n    updateProductManual(id: $id, input: $input) {\n      id\n      name\n      model\n      description\n      note\n    }\n  }\n": types.UpdateProductManualDocument,
    "\n  query ProductManuals(\n    $page: Int!\n    $pageSize: Int!\n    $id: ID\n    $name: String\n    $model: String\n    $description: String\n    $note: String\n    $status: ShelfStatusFilter!\n    $tags: [String!]\n    $createTimeStart: String\n    $createTimeEnd: String\n    $shelfTimeStart: String\n    $shelfTimeEnd: String\n    $sortKey: ProductManualSortKey!\n    $sortDirection: SortDirection!\n  ) {\n    productManuals(\n      page: $page\n      pageSize: $pageSize\n      id: $id\n      name: $name\n      model: $model\n      description: $description\n      note: $note\n      status: $status\n      tags: $tags\n      createTimeStart: $createTimeStart\n      createTimeEnd: $createTimeEnd\n      shelfTimeStart: $shelfTimeStart\n      shelfTimeEnd: $shelfTimeEnd\n      sortKey: $sortKey\n      sortDirection: $sortDirection\n    ) {\n      version\n      page {\n        total\n        page\n        pageSize\n        items {\n          id\n          name\n          model\n          description\n          note\n          status\n          createTime\n          onTheShelfTime\n          coverPicture {\n            filename\n            fileurl\n            md5name\n          }\n          tags {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.ProductManualsDocument,
    "\n  query ProductManualTags {\n    productManualTags {\n      id\n      name\n    }\n  }\n": types.ProductManualTagsDocument,
    "\n  mutation TakeProductManualOffShelf($id: ID!) {\n    takeProductManualOffShelf(id: $id) {\n      id\n      status\n      onTheShelfTime\n    }\n  }\n": types.TakeProductManualOffShelfDocument,
    "\n  mutation PutProductManualOnShelf($id: ID!) {\n    putProductManualOnShelf(id: $id) {\n      id\n      status\n      onTheShelfTime\n    }\n  }\n": types.PutProductManualOnShelfDocument,
    "\n  mutation DeleteProductManual($id: ID!) {\n    deleteProductManual(id: $id)\n  }\n": types.DeleteProductManualDocument,
    "\n  mutation CreateWorkShift($input: NewWorkShiftInput!) {\n    createWorkShift(input: $input) {\n      id\n      name\n      start\n      end\n      tenantId\n      tenantName\n      updatedAt\n    }\n  }\n": types.CreateWorkShiftDocument,
    "\n  mutation UpdateWorkShift($id: ID!, $input: WorkShiftInput!) {\n    updateWorkShift(id: $id, input: $input) {\n      id\n      name\n      start\n      end\n      tenantId\n      tenantName\n      updatedAt\n    }\n  }\n": types.UpdateWorkShiftDocument,
    "\n  query WorkShifts($page: Int!, $pageSize: Int!, $name: String, $tenantId: ID, $sortKey: ShiftSortKey, $sortDirection: SortDirection) {\n    workShifts(page: $page, pageSize: $pageSize, name: $name, tenantId: $tenantId, sortKey: $sortKey, sortDirection: $sortDirection) {\n      version\n      page {\n        total\n        page\n        pageSize\n        items {\n          id\n          name\n          start\n          end\n          tenantId\n          tenantName\n          updatedAt\n        }\n      }\n    }\n  }\n": types.WorkShiftsDocument,
    "\n  query ShiftTenants {\n    tenantTree {\n      id\n      name\n      subTenants {\n        id\n        name\n        subTenants {\n          id\n          name\n          subTenants {\n            id\n            name\n            subTenants {\n              id\n              name\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ShiftTenantsDocument,
    "\n  mutation DeleteWorkShift($id: ID!) {\n    deleteWorkShift(id: $id)\n  }\n": types.DeleteWorkShiftDocument,
    "\n  query MessagePreview {\n    systemMessagePreview {\n      unread\n      items {\n        id\n        type\n        title\n        content\n        sentAt\n        senderName\n        read\n      }\n    }\n  }\n": types.MessagePreviewDocument,
    "\n  subscription MessageArrived {\n    systemMessages {\n      id\n      type\n      title\n      content\n      sentAt\n      senderName\n      read\n    }\n  }\n": types.MessageArrivedDocument,
    "\n  mutation MarkMessagesRead($ids: [ID!]!) {\n    markSystemMessagesRead(ids: $ids)\n  }\n": types.MarkMessagesReadDocument,
    "\n  mutation MarkAllMessagesRead {\n    markAllSystemMessagesRead\n  }\n": types.MarkAllMessagesReadDocument,
    "\n  mutation SendSystemMessage($input: SystemMessageInput!) {\n    sendSystemMessage(input: $input) {\n      id\n      recipients\n    }\n  }\n": types.SendSystemMessageDocument,
    "\n  query MessageAudience {\n    tenantTree {\n      id\n      name\n      subTenants {\n        id\n        name\n        subTenants {\n          id\n          name\n          subTenants {\n            id\n            name\n            subTenants {\n              id\n              name\n            }\n          }\n        }\n      }\n    }\n  }\n": types.MessageAudienceDocument,
    "\n  query MySystemMessages($page: Int!, $pageSize: Int!, $status: SystemMessageStatus, $type: SystemMessageType, $sentFrom: String, $sentTo: String) {\n    mySystemMessages(page: $page, pageSize: $pageSize, status: $status, type: $type, sentFrom: $sentFrom, sentTo: $sentTo) {\n      total\n      page\n      pageSize\n      items {\n        id\n        type\n        title\n        content\n        sentAt\n        senderName\n        read\n      }\n    }\n  }\n": types.MySystemMessagesDocument,
    "\n  subscription MessageListLive {\n    systemMessages {\n      id\n      type\n      title\n      content\n      sentAt\n      senderName\n      read\n    }\n  }\n": types.MessageListLiveDocument,
    "\n  mutation AddUser($input: AddUserInput!) {\n    addUser(input: $input) {\n      id\n      name\n      account\n      role\n      phone\n      email\n      createdAt\n      updatedAt\n      tenant {\n        id\n        name\n      }\n    }\n  }\n": types.AddUserDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      id\n      name\n      account\n      role\n      phone\n      email\n      createdAt\n      updatedAt\n      tenant {\n        id\n        name\n      }\n    }\n  }\n": types.UpdateUserDocument,
    "\n  query UserTenantTree {\n    tenantTree {\n      id\n      name\n      subTenants {\n        id\n        name\n        subTenants {\n          id\n          name\n          subTenants {\n            id\n            name\n            subTenants {\n              id\n              name\n              subTenants {\n                id\n                name\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.UserTenantTreeDocument,
    "\n  query Users($page: Int!, $pageSize: Int!, $search: String, $tenantId: ID) {\n    users(page: $page, pageSize: $pageSize, search: $search, tenantId: $tenantId) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        account\n        role\n        phone\n        email\n        createdAt\n        updatedAt\n        tenant {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.UsersDocument,
    "\n  query OperationErrorsTestRanking($start: String!, $end: String!) {\n    utilizationRanking(start: $start, end: $end) {\n      total\n    }\n  }\n": types.OperationErrorsTestRankingDocument,
    "\n  subscription OperationErrorsTestRate($uuid: String!) {\n    processRate(uuid: $uuid) {\n      value\n    }\n  }\n": types.OperationErrorsTestRateDocument,
    "\n  subscription TableVersionChanged {\n    tableVersionChanged {\n      table\n      version\n    }\n  }\n": types.TableVersionChangedDocument,
    "\n  subscription LiveSubscriptionTestRate($uuid: String!) {\n    processRate(uuid: $uuid) {\n      value\n      timeStamp\n    }\n  }\n": types.LiveSubscriptionTestRateDocument,
    "\n  query PermissionContacts {\n    permissionContacts {\n      name\n      role\n      tenantName\n    }\n  }\n": types.PermissionContactsDocument,
    "\n  query MyPermissions {\n    myPermissions {\n      path\n      method\n    }\n  }\n": types.MyPermissionsDocument,
    "\n  subscription MyPermissionsChanged {\n    myPermissionsChanged {\n      path\n      method\n    }\n  }\n": types.MyPermissionsChangedDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    name\n    account\n    role\n    language\n    avatarUrl\n  }\n": types.SessionUserFieldsFragmentDoc,
    "\n  mutation Login($account: String!, $password: String!) {\n    login(account: $account, password: $password) {\n      user {\n        ...SessionUserFields @unmask\n      }\n      expiresAt\n    }\n  }\n": types.LoginDocument,
    "\n  mutation LoginWithPhone($phone: String!, $code: String!) {\n    loginWithPhone(phone: $phone, code: $code) {\n      user {\n        ...SessionUserFields @unmask\n      }\n      expiresAt\n    }\n  }\n": types.LoginWithPhoneDocument,
    "\n  query DeviceEfficiencyStatistics($uuid: String!, $start: String!, $end: String!) {\n    deviceEfficiencyStatistics(uuid: $uuid, start: $start, end: $end) {\n      date\n      Running\n      Idle\n      Estop\n      Offline\n      utilization\n      OEE\n    }\n  }\n": types.DeviceEfficiencyStatisticsDocument,
    "\n  query TableColumns($table: String!) {\n    tableColumns(table: $table) {\n      name\n      isvisible\n    }\n  }\n": types.TableColumnsDocument,
    "\n  mutation SaveTableColumns($table: String!, $columns: [TableColumnInput!]!) {\n    saveTableColumns(table: $table, columns: $columns) {\n      name\n      isvisible\n    }\n  }\n": types.SaveTableColumnsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetLanguage($language: Language!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation SetLanguage($language: Language!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyApiTokens {\n    myApiTokens {\n      id\n      name\n      hint\n      createdAt\n      expiresAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  query MyApiTokens {\n    myApiTokens {\n      id\n      name\n      hint\n      createdAt\n      expiresAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserApiTokens($page: Int!, $pageSize: Int!) {\n    apiTokens(page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        name\n        hint\n        createdAt\n        expiresAt\n        lastUsedAt\n        user {\n          id\n          name\n          account\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserApiTokens($page: Int!, $pageSize: Int!) {\n    apiTokens(page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        name\n        hint\n        createdAt\n        expiresAt\n        lastUsedAt\n        user {\n          id\n          name\n          account\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($name: String!, $expiresAt: DateTimeISO) {\n    createApiToken(name: $name, expiresAt: $expiresAt) {\n      secret\n      token {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($name: String!, $expiresAt: DateTimeISO) {\n    createApiToken(name: $name, expiresAt: $expiresAt) {\n      secret\n      token {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPasswordWithCode($phone: String!, $code: String!, $newPassword: String!) {\n    resetPasswordWithCode(phone: $phone, code: $code, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ResetPasswordWithCode($phone: String!, $code: String!, $newPassword: String!) {\n    resetPasswordWithCode(phone: $phone, code: $code, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($oldPassword: String!, $newPassword: String!) {\n    resetPassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($oldPassword: String!, $newPassword: String!) {\n    resetPassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUserFields @unmask\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUserFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendVerificationCode($phone: String!, $purpose: CodePurpose!) {\n    sendVerificationCode(phone: $phone, purpose: $purpose)\n  }\n"): (typeof documents)["\n  mutation SendVerificationCode($phone: String!, $purpose: CodePurpose!) {\n    sendVerificationCode(phone: $phone, purpose: $purpose)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeviceAlarmTable($uuid: String!) {\n    deviceAlarms(uuid: $uuid, page: 1, pageSize: 10) {\n      total\n      items {\n        value\n        timeStamp\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeviceAlarmTable($uuid: String!) {\n    deviceAlarms(uuid: $uuid, page: 1, pageSize: 10) {\n      total\n      items {\n        value\n        timeStamp\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EquipmentStatistics($uuid: String!, $start: String!, $end: String!) {\n    equipmentStatistics(uuid: $uuid, start: $start, end: $end) {\n      todaynum\n      totalnum\n      values {\n        date\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  query EquipmentStatistics($uuid: String!, $start: String!, $end: String!) {\n    equipmentStatistics(uuid: $uuid, start: $start, end: $end) {\n      todaynum\n      totalnum\n      values {\n        date\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeviceCard_device on Device {\n    id\n    uuid\n    devalias\n    status\n    coverPicture {\n      fileurl\n    }\n  }\n"): (typeof documents)["\n  fragment DeviceCard_device on Device {\n    id\n    uuid\n    devalias\n    status\n    coverPicture {\n      fileurl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductDetailGrid_device on Device {\n    id\n    uuid\n    devalias\n    product {\n      id\n      model\n      manufacturingCode\n      maintainer\n      industry\n      customer {\n        id\n        name\n        address\n        contactWay\n        location\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProductDetailGrid_device on Device {\n    id\n    uuid\n    devalias\n    product {\n      id\n      model\n      manufacturingCode\n      maintainer\n      industry\n      customer {\n        id\n        name\n        address\n        contactWay\n        location\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DeviceEfficiency($uuid: String!) {\n    deviceEfficiency(uuid: $uuid) {\n      uuid\n      efficiency {\n        timeStamp\n        items {\n          status\n          time\n        }\n      }\n      timeline {\n        status\n        value {\n          timeStamp\n          status\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription DeviceEfficiency($uuid: String!) {\n    deviceEfficiency(uuid: $uuid) {\n      uuid\n      efficiency {\n        timeStamp\n        items {\n          status\n          time\n        }\n      }\n      timeline {\n        status\n        value {\n          timeStamp\n          status\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DeviceParameterBatches($uuids: [String!]!) {\n    deviceParameterBatches(uuids: $uuids, intervalMs: 250) {\n      values {\n        key\n        value\n        timeStamp\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription DeviceParameterBatches($uuids: [String!]!) {\n    deviceParameterBatches(uuids: $uuids, intervalMs: 250) {\n      values {\n        key\n        value\n        timeStamp\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ProcessRate($uuid: String!) {\n    processRate(uuid: $uuid) {\n      value\n      timeStamp\n    }\n  }\n"): (typeof documents)["\n  subscription ProcessRate($uuid: String!) {\n    processRate(uuid: $uuid) {\n      value\n      timeStamp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DeviceStatusChanged($uuids: [String!]!) {\n    deviceStatusChanged(uuids: $uuids) {\n      device {\n        id\n        status\n        statusAt\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription DeviceStatusChanged($uuids: [String!]!) {\n    deviceStatusChanged(uuids: $uuids) {\n      device {\n        id\n        status\n        statusAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeviceDetail($uuid: String!) {\n    device(uuid: $uuid) {\n      id\n      uuid\n      devalias\n      status\n      product {\n        id\n        industry\n      }\n      ...ProductDetailGrid_device\n    }\n    parameterFormats {\n      id\n      key\n      type\n      unit\n    }\n  }\n"): (typeof documents)["\n  query DeviceDetail($uuid: String!) {\n    device(uuid: $uuid) {\n      id\n      uuid\n      devalias\n      status\n      product {\n        id\n        industry\n      }\n      ...ProductDetailGrid_device\n    }\n    parameterFormats {\n      id\n      key\n      type\n      unit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OverviewDevices($tenantId: ID, $page: Int!, $pageSize: Int!) {\n    devices(tenantId: $tenantId, page: $page, pageSize: $pageSize) {\n      total\n      page\n      items {\n        id\n        uuid\n        product {\n          id\n        }\n        ...DeviceCard_device\n      }\n    }\n  }\n"): (typeof documents)["\n  query OverviewDevices($tenantId: ID, $page: Int!, $pageSize: Int!) {\n    devices(tenantId: $tenantId, page: $page, pageSize: $pageSize) {\n      total\n      page\n      items {\n        id\n        uuid\n        product {\n          id\n        }\n        ...DeviceCard_device\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeviceDistribution {\n    deviceDistribution {\n      regions {\n        regionId\n        region\n        level\n        depth\n        total\n        Running\n        Idle\n        Estop\n        Offline\n      }\n      unassigned {\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeviceDistribution {\n    deviceDistribution {\n      regions {\n        regionId\n        region\n        level\n        depth\n        total\n        Running\n        Idle\n        Estop\n        Offline\n      }\n      unassigned {\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupplierAggregate($start: String!, $end: String!, $level: RegionLevel!) {\n    supplierAggregate(start: $start, end: $end, level: $level) {\n      start\n      end\n      level\n      total\n      unassigned\n      datas {\n        regionId\n        region\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query SupplierAggregate($start: String!, $end: String!, $level: RegionLevel!) {\n    supplierAggregate(start: $start, end: $end, level: $level) {\n      start\n      end\n      level\n      total\n      unassigned\n      datas {\n        regionId\n        region\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UtilizationRanking($start: String!, $end: String!, $pageSize: Int!) {\n    utilizationRanking(start: $start, end: $end, page: 1, pageSize: $pageSize) {\n      total\n      items {\n        rank\n        uuid\n        devalias\n        utilization\n        OEE\n        runningSeconds\n      }\n    }\n  }\n"): (typeof documents)["\n  query UtilizationRanking($start: String!, $end: String!, $pageSize: Int!) {\n    utilizationRanking(start: $start, end: $end, page: 1, pageSize: $pageSize) {\n      total\n      items {\n        rank\n        uuid\n        devalias\n        utilization\n        OEE\n        runningSeconds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TenantNodeFields on TenantNode {\n    id\n    name\n    oemCode\n    level\n  }\n"): (typeof documents)["\n  fragment TenantNodeFields on TenantNode {\n    id\n    name\n    oemCode\n    level\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TenantTree {\n    tenantTree {\n      ...TenantNodeFields @unmask\n      subTenants {\n        ...TenantNodeFields @unmask\n        subTenants {\n          ...TenantNodeFields @unmask\n          subTenants {\n            ...TenantNodeFields @unmask\n            subTenants {\n              ...TenantNodeFields @unmask\n              subTenants {\n                ...TenantNodeFields @unmask\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TenantTree {\n    tenantTree {\n      ...TenantNodeFields @unmask\n      subTenants {\n        ...TenantNodeFields @unmask\n        subTenants {\n          ...TenantNodeFields @unmask\n          subTenants {\n            ...TenantNodeFields @unmask\n            subTenants {\n              ...TenantNodeFields @unmask\n              subTenants {\n                ...TenantNodeFields @unmask\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TenantDeviceCounts {\n    tenantDeviceCounts {\n      tenantId\n      total\n    }\n  }\n"): (typeof documents)["\n  query TenantDeviceCounts {\n    tenantDeviceCounts {\n      tenantId\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMember($id: ID!, $input: MemberInput!) {\n    updateMember(id: $id, input: $input) {\n      id\n      remarkName\n      gender\n      status\n      serviceCustomerId\n      serviceCustomerName\n      location\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMember($id: ID!, $input: MemberInput!) {\n    updateMember(id: $id, input: $input) {\n      id\n      remarkName\n      gender\n      status\n      serviceCustomerId\n      serviceCustomerName\n      location\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckIn($place: String!) {\n    checkIn(place: $place) {\n      id\n      at\n      place\n    }\n  }\n"): (typeof documents)["\n  mutation CheckIn($place: String!) {\n    checkIn(place: $place) {\n      id\n      at\n      place\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberCustomerChoices {\n    memberCustomerChoices {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query MemberCustomerChoices {\n    memberCustomerChoices {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberDetail($id: ID!) {\n    member(id: $id) {\n      id\n      account\n      name\n      role\n      remarkName\n      gender\n      status\n      serviceCustomerName\n      location\n      updatedAt\n      checkIns {\n        id\n        at\n        place\n      }\n    }\n  }\n"): (typeof documents)["\n  query MemberDetail($id: ID!) {\n    member(id: $id) {\n      id\n      account\n      name\n      role\n      remarkName\n      gender\n      status\n      serviceCustomerName\n      location\n      updatedAt\n      checkIns {\n        id\n        at\n        place\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Members($page: Int!, $pageSize: Int!, $search: String, $status: MemberStatus, $sortKey: MemberSortKey, $sortDirection: SortDirection) {\n    members(page: $page, pageSize: $pageSize, search: $search, status: $status, sortKey: $sortKey, sortDirection: $sortDirection) {\n      total\n      page\n      pageSize\n      items {\n        id\n        account\n        name\n        role\n        remarkName\n        gender\n        status\n        serviceCustomerId\n        serviceCustomerName\n        location\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query Members($page: Int!, $pageSize: Int!, $search: String, $status: MemberStatus, $sortKey: MemberSortKey, $sortDirection: SortDirection) {\n    members(page: $page, pageSize: $pageSize, search: $search, status: $status, sortKey: $sortKey, sortDirection: $sortDirection) {\n      total\n      page\n      pageSize\n      items {\n        id\n        account\n        name\n        role\n        remarkName\n        gender\n        status\n        serviceCustomerId\n        serviceCustomerName\n        location\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RolePermissionCatalogue {\n    apiCatalogue {\n      tag\n      apis {\n        path\n        method\n        summary\n        fields\n      }\n    }\n  }\n"): (typeof documents)["\n  query RolePermissionCatalogue {\n    apiCatalogue {\n      tag\n      apis {\n        path\n        method\n        summary\n        fields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RolePermissionPolicies($role: Role!) {\n    rolePolicies(role: $role) {\n      path\n      method\n    }\n  }\n"): (typeof documents)["\n  query RolePermissionPolicies($role: Role!) {\n    rolePolicies(role: $role) {\n      path\n      method\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplaceRolePolicies($role: Role!, $apis: [ApiPermissionInput!]!) {\n    replaceRolePolicies(role: $role, apis: $apis) {\n      path\n      method\n    }\n  }\n"): (typeof documents)["\n  mutation ReplaceRolePolicies($role: Role!, $apis: [ApiPermissionInput!]!) {\n    replaceRolePolicies(role: $role, apis: $apis) {\n      path\n      method\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProductDisplayConfig($input: ProductDisplayConfigInput!) {\n    updateProductDisplayConfig(input: $input) {\n      systemMenus {\n        name\n        link\n        editable\n      }\n      customMenus {\n        name\n        link\n      }\n      officialAccount {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProductDisplayConfig($input: ProductDisplayConfigInput!) {\n    updateProductDisplayConfig(input: $input) {\n      systemMenus {\n        name\n        link\n        editable\n      }\n      customMenus {\n        name\n        link\n      }\n      officialAccount {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDisplayConfig {\n    productDisplayConfig {\n      systemMenus {\n        name\n        link\n        editable\n      }\n      customMenus {\n        name\n        link\n      }\n      officialAccount {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query ProductDisplayConfig {\n    productDisplayConfig {\n      systemMenus {\n        name\n        link\n        editable\n      }\n      customMenus {\n        name\n        link\n      }\n      officialAccount {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductManual($id: ID!) {\n    productManual(id: $id) {\n      id\n      name\n      model\n      description\n      note\n      status\n      coverPicture {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      detailPictures {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      files {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      params {\n        name\n        value\n      }\n      tags {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductManual($id: ID!) {\n    productManual(id: $id) {\n      id\n      name\n      model\n      description\n      note\n      status\n      coverPicture {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      detailPictures {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      files {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      params {\n        name\n        value\n      }\n      tags {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProductManual($input: ProductManualInput!) {\n    createProductManual(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProductManual($input: ProductManualInput!) {\n    createProductManual(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProductManual($id: ID!, $input: ProductManualInput!) {\n    updateProductManual(id: $id, input: $input) {\n      id\n      name\n      model\n      description\n      note\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProductManual($id: ID!, $input: ProductManualInput!) {\n    updateProductManual(id: $id, input: $input) {\n      id\n      name\n      model\n      description\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductManuals(\n    $page: Int!\n    $pageSize: Int!\n    $id: ID\n    $name: String\n    $model: String\n    $description: String\n    $note: String\n    $status: ShelfStatusFilter!\n    $tags: [String!]\n    $createTimeStart: String\n    $createTimeEnd: String\n    $shelfTimeStart: String\n    $shelfTimeEnd: String\n    $sortKey: ProductManualSortKey!\n    $sortDirection: SortDirection!\n  ) {\n    productManuals(\n      page: $page\n      pageSize: $pageSize\n      id: $id\n      name: $name\n      model: $model\n      description: $description\n      note: $note\n      status: $status\n      tags: $tags\n      createTimeStart: $createTimeStart\n      createTimeEnd: $createTimeEnd\n      shelfTimeStart: $shelfTimeStart\n      shelfTimeEnd: $shelfTimeEnd\n      sortKey: $sortKey\n      sortDirection: $sortDirection\n    ) {\n      version\n      page {\n        total\n        page\n        pageSize\n        items {\n          id\n          name\n          model\n          description\n          note\n          status\n          createTime\n          onTheShelfTime\n          coverPicture {\n            filename\n            fileurl\n            md5name\n          }\n          tags {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductManuals(\n    $page: Int!\n    $pageSize: Int!\n    $id: ID\n    $name: String\n    $model: String\n    $description: String\n    $note: String\n    $status: ShelfStatusFilter!\n    $tags: [String!]\n    $createTimeStart: String\n    $createTimeEnd: String\n    $shelfTimeStart: String\n    $shelfTimeEnd: String\n    $sortKey: ProductManualSortKey!\n    $sortDirection: SortDirection!\n  ) {\n    productManuals(\n      page: $page\n      pageSize: $pageSize\n      id: $id\n      name: $name\n      model: $model\n      description: $description\n      note: $note\n      status: $status\n      tags: $tags\n      createTimeStart: $createTimeStart\n      createTimeEnd: $createTimeEnd\n      shelfTimeStart: $shelfTimeStart\n      shelfTimeEnd: $shelfTimeEnd\n      sortKey: $sortKey\n      sortDirection: $sortDirection\n    ) {\n      version\n      page {\n        total\n        page\n        pageSize\n        items {\n          id\n          name\n          model\n          description\n          note\n          status\n          createTime\n          onTheShelfTime\n          coverPicture {\n            filename\n            fileurl\n            md5name\n          }\n          tags {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductManualTags {\n    productManualTags {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ProductManualTags {\n    productManualTags {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TakeProductManualOffShelf($id: ID!) {\n    takeProductManualOffShelf(id: $id) {\n      id\n      status\n      onTheShelfTime\n    }\n  }\n"): (typeof documents)["\n  mutation TakeProductManualOffShelf($id: ID!) {\n    takeProductManualOffShelf(id: $id) {\n      id\n      status\n      onTheShelfTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PutProductManualOnShelf($id: ID!) {\n    putProductManualOnShelf(id: $id) {\n      id\n      status\n      onTheShelfTime\n    }\n  }\n"): (typeof documents)["\n  mutation PutProductManualOnShelf($id: ID!) {\n    putProductManualOnShelf(id: $id) {\n      id\n      status\n      onTheShelfTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProductManual($id: ID!) {\n    deleteProductManual(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteProductManual($id: ID!) {\n    deleteProductManual(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWorkShift($input: NewWorkShiftInput!) {\n    createWorkShift(input: $input) {\n      id\n      name\n      start\n      end\n      tenantId\n      tenantName\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWorkShift($input: NewWorkShiftInput!) {\n    createWorkShift(input: $input) {\n      id\n      name\n      start\n      end\n      tenantId\n      tenantName\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWorkShift($id: ID!, $input: WorkShiftInput!) {\n    updateWorkShift(id: $id, input: $input) {\n      id\n      name\n      start\n      end\n      tenantId\n      tenantName\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWorkShift($id: ID!, $input: WorkShiftInput!) {\n    updateWorkShift(id: $id, input: $input) {\n      id\n      name\n      start\n      end\n      tenantId\n      tenantName\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkShifts($page: Int!, $pageSize: Int!, $name: String, $tenantId: ID, $sortKey: ShiftSortKey, $sortDirection: SortDirection) {\n    workShifts(page: $page, pageSize: $pageSize, name: $name, tenantId: $tenantId, sortKey: $sortKey, sortDirection: $sortDirection) {\n      version\n      page {\n        total\n        page\n        pageSize\n        items {\n          id\n          name\n          start\n          end\n          tenantId\n          tenantName\n          updatedAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkShifts($page: Int!, $pageSize: Int!, $name: String, $tenantId: ID, $sortKey: ShiftSortKey, $sortDirection: SortDirection) {\n    workShifts(page: $page, pageSize: $pageSize, name: $name, tenantId: $tenantId, sortKey: $sortKey, sortDirection: $sortDirection) {\n      version\n      page {\n        total\n        page\n        pageSize\n        items {\n          id\n          name\n          start\n          end\n          tenantId\n          tenantName\n          updatedAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShiftTenants {\n    tenantTree {\n      id\n      name\n      subTenants {\n        id\n        name\n        subTenants {\n          id\n          name\n          subTenants {\n            id\n            name\n            subTenants {\n              id\n              name\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShiftTenants {\n    tenantTree {\n      id\n      name\n      subTenants {\n        id\n        name\n        subTenants {\n          id\n          name\n          subTenants {\n            id\n            name\n            subTenants {\n              id\n              name\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWorkShift($id: ID!) {\n    deleteWorkShift(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWorkShift($id: ID!) {\n    deleteWorkShift(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessagePreview {\n    systemMessagePreview {\n      unread\n      items {\n        id\n        type\n        title\n        content\n        sentAt\n        senderName\n        read\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessagePreview {\n    systemMessagePreview {\n      unread\n      items {\n        id\n        type\n        title\n        content\n        sentAt\n        senderName\n        read\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MessageArrived {\n    systemMessages {\n      id\n      type\n      title\n      content\n      sentAt\n      senderName\n      read\n    }\n  }\n"): (typeof documents)["\n  subscription MessageArrived {\n    systemMessages {\n      id\n      type\n      title\n      content\n      sentAt\n      senderName\n      read\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkMessagesRead($ids: [ID!]!) {\n    markSystemMessagesRead(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation MarkMessagesRead($ids: [ID!]!) {\n    markSystemMessagesRead(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllMessagesRead {\n    markAllSystemMessagesRead\n  }\n"): (typeof documents)["\n  mutation MarkAllMessagesRead {\n    markAllSystemMessagesRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendSystemMessage($input: SystemMessageInput!) {\n    sendSystemMessage(input: $input) {\n      id\n      recipients\n    }\n  }\n"): (typeof documents)["\n  mutation SendSystemMessage($input: SystemMessageInput!) {\n    sendSystemMessage(input: $input) {\n      id\n      recipients\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageAudience {\n    tenantTree {\n      id\n      name\n      subTenants {\n        id\n        name\n        subTenants {\n          id\n          name\n          subTenants {\n            id\n            name\n            subTenants {\n              id\n              name\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessageAudience {\n    tenantTree {\n      id\n      name\n      subTenants {\n        id\n        name\n        subTenants {\n          id\n          name\n          subTenants {\n            id\n            name\n            subTenants {\n              id\n              name\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySystemMessages($page: Int!, $pageSize: Int!, $status: SystemMessageStatus, $type: SystemMessageType, $sentFrom: String, $sentTo: String) {\n    mySystemMessages(page: $page, pageSize: $pageSize, status: $status, type: $type, sentFrom: $sentFrom, sentTo: $sentTo) {\n      total\n      page\n      pageSize\n      items {\n        id\n        type\n        title\n        content\n        sentAt\n        senderName\n        read\n      }\n    }\n  }\n"): (typeof documents)["\n  query MySystemMessages($page: Int!, $pageSize: Int!, $status: SystemMessageStatus, $type: SystemMessageType, $sentFrom: String, $sentTo: String) {\n    mySystemMessages(page: $page, pageSize: $pageSize, status: $status, type: $type, sentFrom: $sentFrom, sentTo: $sentTo) {\n      total\n      page\n      pageSize\n      items {\n        id\n        type\n        title\n        content\n        sentAt\n        senderName\n        read\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MessageListLive {\n    systemMessages {\n      id\n      type\n      title\n      content\n      sentAt\n      senderName\n      read\n    }\n  }\n"): (typeof documents)["\n  subscription MessageListLive {\n    systemMessages {\n      id\n      type\n      title\n      content\n      sentAt\n      senderName\n      read\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddUser($input: AddUserInput!) {\n    addUser(input: $input) {\n      id\n      name\n      account\n      role\n      phone\n      email\n      createdAt\n      updatedAt\n      tenant {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddUser($input: AddUserInput!) {\n    addUser(input: $input) {\n      id\n      name\n      account\n      role\n      phone\n      email\n      createdAt\n      updatedAt\n      tenant {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      id\n      name\n      account\n      role\n      phone\n      email\n      createdAt\n      updatedAt\n      tenant {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      id\n      name\n      account\n      role\n      phone\n      email\n      createdAt\n      updatedAt\n      tenant {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserTenantTree {\n    tenantTree {\n      id\n      name\n      subTenants {\n        id\n        name\n        subTenants {\n          id\n          name\n          subTenants {\n            id\n            name\n            subTenants {\n              id\n              name\n              subTenants {\n                id\n                name\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserTenantTree {\n    tenantTree {\n      id\n      name\n      subTenants {\n        id\n        name\n        subTenants {\n          id\n          name\n          subTenants {\n            id\n            name\n            subTenants {\n              id\n              name\n              subTenants {\n                id\n                name\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users($page: Int!, $pageSize: Int!, $search: String, $tenantId: ID) {\n    users(page: $page, pageSize: $pageSize, search: $search, tenantId: $tenantId) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        account\n        role\n        phone\n        email\n        createdAt\n        updatedAt\n        tenant {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Users($page: Int!, $pageSize: Int!, $search: String, $tenantId: ID) {\n    users(page: $page, pageSize: $pageSize, search: $search, tenantId: $tenantId) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        account\n        role\n        phone\n        email\n        createdAt\n        updatedAt\n        tenant {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OperationErrorsTestRanking($start: String!, $end: String!) {\n    utilizationRanking(start: $start, end: $end) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query OperationErrorsTestRanking($start: String!, $end: String!) {\n    utilizationRanking(start: $start, end: $end) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OperationErrorsTestRate($uuid: String!) {\n    processRate(uuid: $uuid) {\n      value\n    }\n  }\n"): (typeof documents)["\n  subscription OperationErrorsTestRate($uuid: String!) {\n    processRate(uuid: $uuid) {\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TableVersionChanged {\n    tableVersionChanged {\n      table\n      version\n    }\n  }\n"): (typeof documents)["\n  subscription TableVersionChanged {\n    tableVersionChanged {\n      table\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveSubscriptionTestRate($uuid: String!) {\n    processRate(uuid: $uuid) {\n      value\n      timeStamp\n    }\n  }\n"): (typeof documents)["\n  subscription LiveSubscriptionTestRate($uuid: String!) {\n    processRate(uuid: $uuid) {\n      value\n      timeStamp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PermissionContacts {\n    permissionContacts {\n      name\n      role\n      tenantName\n    }\n  }\n"): (typeof documents)["\n  query PermissionContacts {\n    permissionContacts {\n      name\n      role\n      tenantName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPermissions {\n    myPermissions {\n      path\n      method\n    }\n  }\n"): (typeof documents)["\n  query MyPermissions {\n    myPermissions {\n      path\n      method\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyPermissionsChanged {\n    myPermissionsChanged {\n      path\n      method\n    }\n  }\n"): (typeof documents)["\n  subscription MyPermissionsChanged {\n    myPermissionsChanged {\n      path\n      method\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUserFields on User {\n    id\n    name\n    account\n    role\n    language\n    avatarUrl\n  }\n"): (typeof documents)["\n  fragment SessionUserFields on User {\n    id\n    name\n    account\n    role\n    language\n    avatarUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($account: String!, $password: String!) {\n    login(account: $account, password: $password) {\n      user {\n        ...SessionUserFields @unmask\n      }\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation Login($account: String!, $password: String!) {\n    login(account: $account, password: $password) {\n      user {\n        ...SessionUserFields @unmask\n      }\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginWithPhone($phone: String!, $code: String!) {\n    loginWithPhone(phone: $phone, code: $code) {\n      user {\n        ...SessionUserFields @unmask\n      }\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation LoginWithPhone($phone: String!, $code: String!) {\n    loginWithPhone(phone: $phone, code: $code) {\n      user {\n        ...SessionUserFields @unmask\n      }\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeviceEfficiencyStatistics($uuid: String!, $start: String!, $end: String!) {\n    deviceEfficiencyStatistics(uuid: $uuid, start: $start, end: $end) {\n      date\n      Running\n      Idle\n      Estop\n      Offline\n      utilization\n      OEE\n    }\n  }\n"): (typeof documents)["\n  query DeviceEfficiencyStatistics($uuid: String!, $start: String!, $end: String!) {\n    deviceEfficiencyStatistics(uuid: $uuid, start: $start, end: $end) {\n      date\n      Running\n      Idle\n      Estop\n      Offline\n      utilization\n      OEE\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TableColumns($table: String!) {\n    tableColumns(table: $table) {\n      name\n      isvisible\n    }\n  }\n"): (typeof documents)["\n  query TableColumns($table: String!) {\n    tableColumns(table: $table) {\n      name\n      isvisible\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTableColumns($table: String!, $columns: [TableColumnInput!]!) {\n    saveTableColumns(table: $table, columns: $columns) {\n      name\n      isvisible\n    }\n  }\n"): (typeof documents)["\n  mutation SaveTableColumns($table: String!, $columns: [TableColumnInput!]!) {\n    saveTableColumns(table: $table, columns: $columns) {\n      name\n      isvisible\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;