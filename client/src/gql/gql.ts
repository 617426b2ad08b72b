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
    "\n  query CustomerAreas($level: AreaLevel, $parent: String) {\n    areas(level: $level, parent: $parent) {\n      code\n      name\n    }\n  }\n": typeof types.CustomerAreasDocument,
    "\n  fragment CustomerCollaboration_people on Customer {\n    id\n    admin {\n      id\n      name\n      account\n    }\n    pendingAdmin {\n      id\n      name\n      account\n    }\n    collaborators {\n      id\n      name\n      account\n    }\n  }\n": typeof types.CustomerCollaboration_PeopleFragmentDoc,
    "\n  query CustomerCollaboration($id: ID!) {\n    customer(id: $id) {\n      id\n      name\n      ...CustomerCollaboration_people @unmask\n    }\n    users(page: 1, pageSize: 50) {\n      items {\n        id\n        name\n        account\n      }\n    }\n  }\n": typeof types.CustomerCollaborationDocument,
    "\n  mutation ShareCustomer($id: ID!, $userId: ID!) {\n    addCustomerCollaborator(id: $id, userId: $userId) {\n      id\n      ...CustomerCollaboration_people\n    }\n  }\n": typeof types.ShareCustomerDocument,
    "\n  mutation UnshareCustomer($id: ID!, $userId: ID!) {\n    removeCustomerCollaborator(id: $id, userId: $userId) {\n      id\n      ...CustomerCollaboration_people\n    }\n  }\n": typeof types.UnshareCustomerDocument,
    "\n  mutation TransferCustomerAdmin($id: ID!, $userId: ID!) {\n    transferCustomerAdmin(id: $id, userId: $userId) {\n      id\n      ...CustomerCollaboration_people\n    }\n  }\n": typeof types.TransferCustomerAdminDocument,
    "\n  mutation CancelCustomerAdminTransfer($id: ID!) {\n    cancelCustomerAdminTransfer(id: $id) {\n      id\n      ...CustomerCollaboration_people\n    }\n  }\n": typeof types.CancelCustomerAdminTransferDocument,
    "\n  mutation AcceptCustomerAdminTransfer($id: ID!) {\n    acceptCustomerAdminTransfer(id: $id) {\n      id\n      ...CustomerCollaboration_people\n    }\n  }\n": typeof types.AcceptCustomerAdminTransferDocument,
    "\n  mutation ExitCustomer($id: ID!) {\n    exitCustomer(id: $id)\n  }\n": typeof types.ExitCustomerDocument,
    "\n  fragment CustomerForm_customer on Customer {\n    id\n    name\n    alias\n    code\n    address\n    contactPerson\n    contactWay\n    ncAccount\n    mainBusiness\n    responsibleSales\n    label\n    country\n    province\n    city\n    status\n    customParams {\n      name\n      value\n    }\n  }\n": typeof types.CustomerForm_CustomerFragmentDoc,
    "\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateCustomerDocument,
    "\n  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      id\n      ...CustomerForm_customer @unmask\n    }\n  }\n": typeof types.UpdateCustomerDocument,
    "\n  query CustomerDetail($id: ID!) {\n    customer(id: $id) {\n      id\n      ...CustomerForm_customer @unmask\n    }\n    customerDevices(id: $id) {\n      id\n      uuid\n      devalias\n      status\n      statusAt\n    }\n    customerLog(id: $id) {\n      total\n      items {\n        id\n        operateType\n        operatorName\n        detail\n        createdAt\n      }\n    }\n  }\n": typeof types.CustomerDetailDocument,
    "\n  query CustomerArchiveStatistics($id: ID!, $start: String!, $end: String!) {\n    customerStatistics(id: $id, start: $start, end: $end) {\n      devices\n      byStatus {\n        status\n        count\n      }\n      runningHours\n      utilization\n      alarms\n    }\n  }\n": typeof types.CustomerArchiveStatisticsDocument,
    "\n  query CustomerReliability($id: ID!, $start: String!, $end: String!) {\n    customerReliability(id: $id, start: $start, end: $end) {\n      ...ReliabilityFigures_reliability @unmask\n    }\n  }\n": typeof types.CustomerReliabilityDocument,
    "\n  subscription CustomerDeviceStatusChanged($uuids: [String!]!) {\n    deviceStatusChanged(uuids: $uuids) {\n      device {\n        id\n        status\n        statusAt\n      }\n    }\n  }\n": typeof types.CustomerDeviceStatusChangedDocument,
    "\n  query CustomerRoster($page: Int!, $pageSize: Int!, $status: CustomerStatus!, $search: String, $label: String, $province: String, $city: String, $sortKey: CustomerSortKey!, $sortDirection: SortDirection!) {\n    customers(page: $page, pageSize: $pageSize, status: $status, search: $search, label: $label, province: $province, city: $city, sortKey: $sortKey, sortDirection: $sortDirection) {\n      version\n      page {\n        total\n        page\n        pageSize\n        items {\n          id\n          name\n          alias\n          code\n          contactPerson\n          province\n          city\n          label\n          status\n          admin {\n            id\n            name\n          }\n          pendingAdmin {\n            id\n            name\n          }\n        }\n      }\n    }\n    customerListItems {\n      customerId\n      customerName\n      devices\n    }\n  }\n": typeof types.CustomerRosterDocument,
    "\n  mutation DeleteCustomer($id: ID!) {\n    deleteCustomer(id: $id) {\n      id\n      status\n      deletedAt\n    }\n  }\n": typeof types.DeleteCustomerDocument,
    "\n  mutation RestoreCustomer($id: ID!) {\n    restoreCustomer(id: $id) {\n      id\n      status\n      deletedAt\n    }\n  }\n": typeof types.RestoreCustomerDocument,
    "\n  mutation PurgeCustomer($id: ID!) {\n    purgeCustomer(id: $id)\n  }\n": typeof types.PurgeCustomerDocument,
    "\n  query CustomerImportJob($id: ID!) {\n    customerImport(id: $id) {\n      id\n      state\n      progress\n      processed\n      added\n      updated\n      refused\n      errorno\n      message\n      report {\n        row\n        field\n        message\n      }\n    }\n  }\n": typeof types.CustomerImportJobDocument,
    "\n  query DashboardDevicePicker($search: String) {\n    devices(page: 1, pageSize: 20, search: $search) {\n      total\n      items {\n        id\n        uuid\n        devalias\n        status\n      }\n    }\n  }\n": typeof types.DashboardDevicePickerDocument,
    "\n  query DashboardDeviceParameters($uuid: String!) {\n    deviceParameterValues(uuid: $uuid) {\n      uuid\n      key\n    }\n  }\n": typeof types.DashboardDeviceParametersDocument,
    "\n  mutation CreateDashboard($input: CreateDashboardInput!) {\n    createDashboard(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateDashboardDocument,
    "\n  mutation RenameDashboard($input: SaveDashboardInput!) {\n    saveDashboard(input: $input) {\n      id\n      name\n      description\n      updatedAt\n      version\n    }\n  }\n": typeof types.RenameDashboardDocument,
    "\n  mutation DeleteDashboard($id: ID!) {\n    deleteDashboard(id: $id)\n  }\n": typeof types.DeleteDashboardDocument,
    "\n  subscription DashboardParameterBatches($uuids: [String!]!) {\n    deviceParameterBatches(uuids: $uuids, intervalMs: 500) {\n      values {\n        uuid\n        key\n        value\n        timeStamp\n      }\n    }\n  }\n": typeof types.DashboardParameterBatchesDocument,
    "\n  subscription DashboardDeviceStatuses($uuids: [String!]!) {\n    deviceStatusChanged(uuids: $uuids) {\n      uuid\n      status\n      device {\n        id\n        devalias\n        status\n        statusAt\n      }\n    }\n  }\n": typeof types.DashboardDeviceStatusesDocument,
    "\n  subscription DashboardDeviceEfficiency($uuid: String!) {\n    deviceEfficiency(uuid: $uuid) {\n      uuid\n      efficiency {\n        timeStamp\n        items {\n          status\n          time\n        }\n      }\n      timeline {\n        status\n        value {\n          timeStamp\n          status\n        }\n      }\n    }\n  }\n": typeof types.DashboardDeviceEfficiencyDocument,
    "\n  query DashboardEditor($id: ID!) {\n    dashboard(id: $id) {\n      id\n      name\n      description\n      content\n      version\n      canEdit\n    }\n  }\n": typeof types.DashboardEditorDocument,
    "\n  mutation SaveDashboardFromDesigner($input: SaveDashboardInput!) {\n    saveDashboard(input: $input) {\n      id\n      version\n      updatedAt\n      coverIcon\n    }\n  }\n": typeof types.SaveDashboardFromDesignerDocument,
    "\n  mutation CopyDashboardFromDesigner($input: CreateDashboardInput!) {\n    createDashboard(input: $input) {\n      id\n    }\n  }\n": typeof types.CopyDashboardFromDesignerDocument,
    "\n  query DashboardList($name: String, $page: Int!, $pageSize: Int!) {\n    dashboards(name: $name, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        description\n        coverIcon\n        updatedAt\n        userAccount\n        version\n        canEdit\n      }\n    }\n  }\n": typeof types.DashboardListDocument,
    "\n  query DashboardView($id: ID!) {\n    dashboard(id: $id) {\n      id\n      name\n      content\n      updatedAt\n    }\n  }\n": typeof types.DashboardViewDocument,
    "\n  query DeviceAlarmRules($deviceId: ID!) {\n    deviceAlarmRules(deviceId: $deviceId) {\n      id\n      param\n      kind\n      high\n      low\n      lifetime\n      advance\n      op\n      value\n      interval\n      opensRepair\n    }\n  }\n": typeof types.DeviceAlarmRulesDocument,
    "\n  mutation SetDeviceAlarmRules($deviceId: ID!, $rules: [AlarmRuleInput!]!) {\n    setDeviceAlarmRules(deviceId: $deviceId, rules: $rules) {\n      id\n      param\n    }\n  }\n": typeof types.SetDeviceAlarmRulesDocument,
    "\n  query DeviceAttributes($deviceId: ID!) {\n    deviceAttributes(deviceId: $deviceId) {\n      id\n      identifier\n      name\n      access\n      standard\n      dataType\n      min\n      max\n      unit\n      step\n      description\n    }\n  }\n": typeof types.DeviceAttributesDocument,
    "\n  mutation SetDeviceAttributes($deviceId: ID!, $attributes: [DeviceAttributeInput!]!) {\n    setDeviceAttributes(deviceId: $deviceId, attributes: $attributes) {\n      id\n      identifier\n    }\n  }\n": typeof types.SetDeviceAttributesDocument,
    "\n  query DeviceBindings($deviceId: ID!) {\n    deviceBindings(deviceId: $deviceId) {\n      id\n      userId\n      name\n      account\n      role\n    }\n    deviceArchiveChoices {\n      members {\n        id\n        name\n      }\n    }\n  }\n": typeof types.DeviceBindingsDocument,
    "\n  mutation BindDeviceUser($deviceId: ID!, $userId: ID!, $role: DeviceBindingRole!) {\n    bindDeviceUser(deviceId: $deviceId, userId: $userId, role: $role) {\n      id\n    }\n  }\n": typeof types.BindDeviceUserDocument,
    "\n  mutation UnbindDeviceUser($deviceId: ID!, $userId: ID!) {\n    unbindDeviceUser(deviceId: $deviceId, userId: $userId) {\n      id\n    }\n  }\n": typeof types.UnbindDeviceUserDocument,
    "\n  mutation TransferDeviceAdministrator($deviceId: ID!, $userId: ID!) {\n    transferDeviceAdministrator(deviceId: $deviceId, userId: $userId) {\n      id\n    }\n  }\n": typeof types.TransferDeviceAdministratorDocument,
    "\n  mutation DecommissionDevice($id: ID!, $password: String!) {\n    decommissionDevice(id: $id, password: $password) {\n      id\n      decommissionedAt\n      administrator {\n        id\n        name\n      }\n    }\n  }\n": typeof types.DecommissionDeviceDocument,
    "\n  query DeviceQrCodes($factoryNumber: String!) {\n    qrCodes(factoryNumber: $factoryNumber, pageSize: 50) {\n      total\n      items {\n        id\n        code\n        state\n        remark\n        jumpPath\n        deviceId\n        createdAt\n      }\n    }\n  }\n": typeof types.DeviceQrCodesDocument,
    "\n  mutation GenerateQrCodes($input: QrBatchInput!) {\n    generateQrCodes(input: $input) {\n      id\n      code\n    }\n  }\n": typeof types.GenerateQrCodesDocument,
    "\n  mutation BindQrCode($id: ID!, $deviceId: ID!) {\n    bindQrCode(id: $id, deviceId: $deviceId) {\n      id\n      state\n      deviceId\n    }\n  }\n": typeof types.BindQrCodeDocument,
    "\n  mutation RotateDeviceCredential($id: ID!) {\n    rotateDeviceCredential(id: $id) {\n      username\n      password\n      mqttPort\n    }\n  }\n": typeof types.RotateDeviceCredentialDocument,
    "\n  query DeviceArchiveForm($id: ID!, $withArchive: Boolean!) {\n    deviceArchive(id: $id) @include(if: $withArchive) {\n      id\n      uuid\n      tenantId\n      factoryNumber\n      devalias\n      model\n      industry\n      location\n      receiveAlarm\n      customParams {\n        name\n        value\n      }\n      customer {\n        id\n        name\n      }\n      maintainer {\n        id\n        name\n      }\n    }\n    deviceArchiveChoices {\n      customers {\n        id\n        name\n      }\n      members {\n        id\n        name\n      }\n    }\n  }\n": typeof types.DeviceArchiveFormDocument,
    "\n  mutation RegisterDevice($input: DeviceArchiveInput!) {\n    registerDevice(input: $input) {\n      archive {\n        id\n        uuid\n        devalias\n      }\n      credential {\n        username\n        password\n        mqttPort\n      }\n    }\n  }\n": typeof types.RegisterDeviceDocument,
    "\n  mutation UpdateDeviceArchive($id: ID!, $input: DeviceArchiveInput!) {\n    updateDeviceArchive(id: $id, input: $input) {\n      id\n      devalias\n      factoryNumber\n      model\n      location\n      receiveAlarm\n      tenantId\n    }\n  }\n": typeof types.UpdateDeviceArchiveDocument,
    "\n  query DeviceArchives(\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $factoryNumber: String\n    $customerId: ID\n    $state: DeviceArchiveState\n    $sortKey: DeviceArchiveSortKey\n    $sortDirection: SortDirection\n  ) {\n    deviceArchives(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      factoryNumber: $factoryNumber\n      customerId: $customerId\n      state: $state\n      sortKey: $sortKey\n      sortDirection: $sortDirection\n    ) {\n      version\n      page {\n        total\n        items {\n          id\n          uuid\n          devalias\n          status\n          factoryNumber\n          model\n          location\n          createdAt\n          decommissionedAt\n          refusedReadings\n          customer {\n            id\n            name\n          }\n          maintainer {\n            id\n            name\n          }\n          administrator {\n            id\n            name\n          }\n        }\n      }\n    }\n    deviceArchiveChoices {\n      customers {\n        id\n        name\n      }\n    }\n  }\n": typeof types.DeviceArchivesDocument,
    "\n  query PublicQrPage($code: String!) {\n    qrCodePage(code: $code) {\n      code\n      state\n      model\n      devalias\n      owner\n      sn\n      repairAvailable\n    }\n  }\n": typeof types.PublicQrPageDocument,
    "\n  query QrSheet($factoryNumber: String!, $origin: String!) {\n    qrCodes(factoryNumber: $factoryNumber, pageSize: 50, origin: $origin) {\n      total\n      items {\n        id\n        code\n        remark\n        state\n        svg\n      }\n    }\n  }\n": typeof types.QrSheetDocument,
    "\n  query EquipmentStatistics($uuid: String!, $start: String!, $end: String!) {\n    equipmentStatistics(uuid: $uuid, start: $start, end: $end) {\n      todaynum\n      totalnum\n      values {\n        date\n        value\n      }\n    }\n  }\n": typeof types.EquipmentStatisticsDocument,
    "\n  fragment DeviceCard_device on Device {\n    id\n    uuid\n    devalias\n    status\n    coverPicture {\n      fileurl\n    }\n  }\n": typeof types.DeviceCard_DeviceFragmentDoc,
    "\n  fragment ProductDetailGrid_device on Device {\n    id\n    uuid\n    devalias\n    product {\n      id\n      model\n      manufacturingCode\n      maintainer\n      industry\n      customer {\n        id\n        name\n        address\n        contactWay\n        location\n      }\n    }\n  }\n": typeof types.ProductDetailGrid_DeviceFragmentDoc,
    "\n  query DeviceReliability($uuid: String!, $start: String!, $end: String!) {\n    deviceReliability(uuid: $uuid, start: $start, end: $end) {\n      ...ReliabilityFigures_reliability @unmask\n    }\n  }\n": typeof types.DeviceReliabilityDocument,
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
    "\n  fragment CheckOrderFields on CheckOrder {\n    id\n    number\n    stage\n    planName\n    sn\n    model\n    customer\n    address\n    dueDate\n    principalId\n    principalAlias\n    submittedById\n    overseenByMe\n    createTime\n    submittedAt\n    completedAt\n    items {\n      name\n      result\n      note\n      repairOrderId\n    }\n  }\n": typeof types.CheckOrderFieldsFragmentDoc,
    "\n  query CheckOrder($id: ID!) {\n    checkOrder(id: $id) {\n      id\n      ...CheckOrderFields @unmask\n    }\n  }\n": typeof types.CheckOrderDocument,
    "\n  mutation RecordCheckOrder(\n    $id: ID!\n    $items: [InspectionInput!]!\n    $submit: Boolean!\n  ) {\n    recordCheckOrder(id: $id, items: $items, submit: $submit) {\n      id\n      ...CheckOrderFields @unmask\n    }\n  }\n": typeof types.RecordCheckOrderDocument,
    "\n  mutation AcceptCheckOrder($id: ID!) {\n    acceptCheckOrder(id: $id) {\n      id\n      ...CheckOrderFields @unmask\n    }\n  }\n": typeof types.AcceptCheckOrderDocument,
    "\n  mutation ReturnCheckOrder($id: ID!) {\n    returnCheckOrder(id: $id) {\n      id\n      ...CheckOrderFields @unmask\n    }\n  }\n": typeof types.ReturnCheckOrderDocument,
    "\n  mutation OpenRepairFromCheckOrder($id: ID!, $itemIndex: Int!) {\n    openRepairFromCheckOrder(id: $id, itemIndex: $itemIndex) {\n      repairOrderId\n      repairOrderNumber\n      checkOrder {\n        id\n        ...CheckOrderFields @unmask\n      }\n    }\n  }\n": typeof types.OpenRepairFromCheckOrderDocument,
    "\n  query CheckOrders($page: Int!, $pageSize: Int!, $stage: CheckStageFilter!, $number: String, $sn: String, $planName: String, $sortKey: CheckSortKey!, $sortDirection: SortDirection!) {\n    checkOrders(page: $page, pageSize: $pageSize, stage: $stage, number: $number, sn: $sn, planName: $planName, sortKey: $sortKey, sortDirection: $sortDirection) {\n      version\n      page {\n        total\n        page\n        pageSize\n        items {\n          id\n          number\n          stage\n          planName\n          sn\n          model\n          customer\n          dueDate\n          principalAlias\n          createTime\n        }\n      }\n    }\n  }\n": typeof types.CheckOrdersDocument,
    "\n  query MaintenancePlan($id: ID!) {\n    maintenancePlan(id: $id) {\n      id\n      version\n      name\n      firstDate\n      cycle\n      unit\n      daysAhead\n      mode\n      dispatchTime\n      principalId\n      items\n      address\n      machines {\n        deviceId\n        sn\n      }\n      pictures {\n        filename\n        fileurl\n        filesize\n        md5name\n        bucketname\n      }\n      attachments {\n        filename\n        fileurl\n        filesize\n        md5name\n        bucketname\n      }\n    }\n  }\n": typeof types.MaintenancePlanDocument,
    "\n  query PlanChoices {\n    maintenancePlanMembers {\n      id\n      name\n    }\n    deviceArchives(page: 1, pageSize: 50, sortKey: factoryNumber, sortDirection: asc) {\n      page {\n        items {\n          id\n          devalias\n          factoryNumber\n          model\n          customer {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.PlanChoicesDocument,
    "\n  mutation CreateMaintenancePlan($input: MaintenancePlanInput!) {\n    createMaintenancePlan(input: $input) {\n      id\n      nextDueDate\n    }\n  }\n": typeof types.CreateMaintenancePlanDocument,
    "\n  mutation UpdateMaintenancePlan($id: ID!, $input: MaintenancePlanInput!, $baseVersion: Int) {\n    updateMaintenancePlan(id: $id, input: $input, baseVersion: $baseVersion) {\n      id\n      version\n      name\n      nextDueDate\n    }\n  }\n": typeof types.UpdateMaintenancePlanDocument,
    "\n  query MaintenancePlans($page: Int!, $pageSize: Int!, $name: String, $sortKey: PlanSortKey!, $sortDirection: SortDirection!) {\n    maintenancePlans(page: $page, pageSize: $pageSize, name: $name, sortKey: $sortKey, sortDirection: $sortDirection) {\n      version\n      page {\n        total\n        page\n        pageSize\n        items {\n          id\n          name\n          firstDate\n          cycle\n          unit\n          mode\n          daysAhead\n          dispatchTime\n          nextDueDate\n          principalAlias\n          customers\n          machines {\n            deviceId\n            sn\n          }\n          createTime\n        }\n      }\n    }\n  }\n": typeof types.MaintenancePlansDocument,
    "\n  mutation DeleteMaintenancePlan($id: ID!) {\n    deleteMaintenancePlan(id: $id)\n  }\n": typeof types.DeleteMaintenancePlanDocument,
    "\n  mutation UpdateMember($id: ID!, $input: MemberInput!) {\n    updateMember(id: $id, input: $input) {\n      id\n      remarkName\n      gender\n      status\n      serviceCustomerId\n      serviceCustomerName\n      location\n      updatedAt\n    }\n  }\n": typeof types.UpdateMemberDocument,
    "\n  mutation CheckIn($place: String!) {\n    checkIn(place: $place) {\n      id\n      at\n      place\n    }\n  }\n": typeof types.CheckInDocument,
    "\n  query MemberCustomerChoices {\n    memberCustomerChoices {\n      id\n      name\n    }\n  }\n": typeof types.MemberCustomerChoicesDocument,
    "\n  query MemberDetail($id: ID!) {\n    member(id: $id) {\n      id\n      account\n      name\n      role\n      phone\n      email\n      remarkName\n      gender\n      status\n      serviceCustomerName\n      location\n      updatedAt\n      checkIns {\n        id\n        at\n        place\n      }\n    }\n  }\n": typeof types.MemberDetailDocument,
    "\n  query Members($page: Int!, $pageSize: Int!, $search: String, $status: MemberStatus, $sortKey: MemberSortKey, $sortDirection: SortDirection) {\n    members(page: $page, pageSize: $pageSize, search: $search, status: $status, sortKey: $sortKey, sortDirection: $sortDirection) {\n      total\n      page\n      pageSize\n      items {\n        id\n        account\n        name\n        role\n        phone\n        email\n        remarkName\n        gender\n        status\n        serviceCustomerId\n        serviceCustomerName\n        location\n        updatedAt\n      }\n    }\n  }\n": typeof types.MembersDocument,
    "\n  query RolePermissionCatalogue {\n    apiCatalogue {\n      tag\n      apis {\n        path\n        method\n        summary\n        fields\n      }\n    }\n  }\n": typeof types.RolePermissionCatalogueDocument,
    "\n  query RolePermissionPolicies($role: Role!) {\n    rolePolicies(role: $role) {\n      path\n      method\n    }\n  }\n": typeof types.RolePermissionPoliciesDocument,
    "\n  mutation ReplaceRolePolicies($role: Role!, $apis: [ApiPermissionInput!]!) {\n    replaceRolePolicies(role: $role, apis: $apis) {\n      path\n      method\n    }\n  }\n": typeof types.ReplaceRolePoliciesDocument,
    "\n  mutation UpdateProductDisplayConfig($input: ProductDisplayConfigInput!) {\n    updateProductDisplayConfig(input: $input) {\n      systemMenus {\n        name\n        link\n        editable\n      }\n      customMenus {\n        name\n        link\n      }\n      officialAccount {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      updatedAt\n    }\n  }\n": typeof types.UpdateProductDisplayConfigDocument,
    "\n  query ProductDisplayConfig {\n    productDisplayConfig {\n      systemMenus {\n        name\n        link\n        editable\n      }\n      customMenus {\n        name\n        link\n      }\n      officialAccount {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      updatedAt\n    }\n  }\n": typeof types.ProductDisplayConfigDocument,
    "\n  query ProductManual($id: ID!) {\n    productManual(id: $id) {\n      id\n      name\n      model\n      description\n      note\n      status\n      version\n      coverPicture {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      detailPictures {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      files {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      params {\n        name\n        value\n      }\n      tags {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ProductManualDocument,
    "\n  mutation CreateProductManual($input: ProductManualInput!) {\n    createProductManual(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateProductManualDocument,
    "\n  mutation UpdateProductManual(\n    $id: ID!\n    $input: ProductManualInput!\n    $baseVersion: Int\n  ) {\n    updateProductManual(id: $id, input: $input, baseVersion: $baseVersion) {\n      id\n      name\n      model\n      description\n      note\n      version\n    }\n  }\n": typeof types.UpdateProductManualDocument,
    "\n  query ProductManuals(\n    $page: Int!\n    $pageSize: Int!\n    $id: ID\n    $name: String\n    $model: String\n    $description: String\n    $note: String\n    $status: ShelfStatusFilter!\n    $tags: [String!]\n    $createTimeStart: String\n    $createTimeEnd: String\n    $shelfTimeStart: String\n    $shelfTimeEnd: String\n    $sortKey: ProductManualSortKey!\n    $sortDirection: SortDirection!\n  ) {\n    productManuals(\n      page: $page\n      pageSize: $pageSize\n      id: $id\n      name: $name\n      model: $model\n      description: $description\n      note: $note\n      status: $status\n      tags: $tags\n      createTimeStart: $createTimeStart\n      createTimeEnd: $createTimeEnd\n      shelfTimeStart: $shelfTimeStart\n      shelfTimeEnd: $shelfTimeEnd\n      sortKey: $sortKey\n      sortDirection: $sortDirection\n    ) {\n      version\n      page {\n        total\n        page\n        pageSize\n        items {\n          id\n          name\n          model\n          description\n          note\n          status\n          createTime\n          onTheShelfTime\n          coverPicture {\n            filename\n            fileurl\n            md5name\n          }\n          tags {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.ProductManualsDocument,
    "\n  query ProductManualTags {\n    productManualTags {\n      id\n      name\n    }\n  }\n": typeof types.ProductManualTagsDocument,
    "\n  mutation TakeProductManualOffShelf($id: ID!) {\n    takeProductManualOffShelf(id: $id) {\n      id\n      status\n      onTheShelfTime\n    }\n  }\n": typeof types.TakeProductManualOffShelfDocument,
    "\n  mutation PutProductManualOnShelf($id: ID!) {\n    putProductManualOnShelf(id: $id) {\n      id\n      status\n      onTheShelfTime\n    }\n  }\n": typeof types.PutProductManualOnShelfDocument,
    "\n  mutation DeleteProductManual($id: ID!) {\n    deleteProductManual(id: $id)\n  }\n": typeof types.DeleteProductManualDocument,
    "\n  query LookupEditorMe {\n    me {\n      id\n      tenantId\n    }\n  }\n": typeof types.LookupEditorMeDocument,
    "\n  mutation ReplaceRepairLookup($kind: RepairLookupKind!, $entries: [RepairLookupEntryInput!]!) {\n    replaceRepairLookup(kind: $kind, entries: $entries) {\n      ...RepairLookupListFields @unmask\n    }\n  }\n": typeof types.ReplaceRepairLookupDocument,
    "\n  mutation ResetRepairLookup($kind: RepairLookupKind!) {\n    resetRepairLookup(kind: $kind) {\n      ...RepairLookupListFields @unmask\n    }\n  }\n": typeof types.ResetRepairLookupDocument,
    "\n  mutation RemindRepairOrder($id: ID!, $afterMinutes: Int!) {\n    remindRepairOrder(id: $id, afterMinutes: $afterMinutes) {\n      id\n      dueAt\n    }\n  }\n": typeof types.RemindRepairOrderDocument,
    "\n  query RepairMembers($orderId: ID!) {\n    repairMembers(orderId: $orderId) {\n      id\n      name\n      role\n    }\n  }\n": typeof types.RepairMembersDocument,
    "\n  mutation DispatchRepairOrder($id: ID!, $memberId: ID!) {\n    dispatchRepairOrder(id: $id, memberId: $memberId) {\n      id\n      state\n      status\n      progress\n      principalId\n      principalAlias\n    }\n  }\n": typeof types.DispatchRepairOrderDocument,
    "\n  mutation AcceptRepairOrder($id: ID!) {\n    acceptRepairOrder(id: $id) {\n      id\n      state\n      status\n      progress\n    }\n  }\n": typeof types.AcceptRepairOrderDocument,
    "\n  mutation TransferRepairOrder($id: ID!, $memberId: ID!) {\n    transferRepairOrder(id: $id, memberId: $memberId) {\n      id\n      state\n      principalId\n      principalAlias\n    }\n  }\n": typeof types.TransferRepairOrderDocument,
    "\n  mutation CloseRepairOrder($id: ID!, $serviceRecord: String!) {\n    closeRepairOrder(id: $id, serviceRecord: $serviceRecord) {\n      id\n      state\n      status\n      progress\n      serviceRecord\n    }\n  }\n": typeof types.CloseRepairOrderDocument,
    "\n  mutation EvaluateRepairOrder($id: ID!, $input: RepairEvaluationInput!) {\n    evaluateRepairOrder(id: $id, input: $input) {\n      id\n      state\n      status\n      progress\n      evaluationOverall\n      evaluationResponseSpeed\n      evaluationRepairQuality\n      evaluationServiceAttitude\n      evaluationComment\n    }\n  }\n": typeof types.EvaluateRepairOrderDocument,
    "\n  query RepairOrderHome {\n    repairOrderHome {\n      version\n      counts {\n        unclosed\n        unprocessed\n      }\n      unclosed {\n        id\n        number\n        state\n        status\n        sn\n        model\n        company\n        createTime\n      }\n      unprocessed {\n        id\n        number\n        state\n        status\n        sn\n        model\n        company\n        createTime\n      }\n    }\n  }\n": typeof types.RepairOrderHomeDocument,
    "\n  query PublicRepairForm($sn: String!) {\n    publicRepairForm(sn: $sn) {\n      sn\n      model\n      lookups {\n        kind\n        entries {\n          key\n          label\n        }\n      }\n    }\n  }\n": typeof types.PublicRepairFormDocument,
    "\n  query PublicRepairsBySn($sn: String!) {\n    publicRepairsBySn(sn: $sn) {\n      number\n      status\n      progress\n      createTime\n      updateTime\n    }\n  }\n": typeof types.PublicRepairsBySnDocument,
    "\n  mutation RepairReportChallenge {\n    repairReportChallenge\n  }\n": typeof types.RepairReportChallengeDocument,
    "\n  mutation RepairReportPass($sn: String!, $challenge: String!) {\n    repairReportPass(sn: $sn, challenge: $challenge) {\n      pass\n      expiresAt\n    }\n  }\n": typeof types.RepairReportPassDocument,
    "\n  mutation ReportRepairPublic($input: PublicRepairInput!) {\n    reportRepairPublic(input: $input) {\n      number\n      allowQueryBySn\n    }\n  }\n": typeof types.ReportRepairPublicDocument,
    "\n  query RepairOrder($id: ID!) {\n    repairOrder(id: $id) {\n      id\n      number\n      state\n      status\n      progress\n      type\n      serviceMode\n      solution\n      sn\n      model\n      description\n      alarmCause\n      contactName\n      mobile\n      email\n      company\n      address\n      agent\n      allowQueryBySn\n      remark\n      principalId\n      principalInMyTenants\n      principalAlias\n      applicantId\n      serviceRecord\n      evaluationOverall\n      evaluationResponseSpeed\n      evaluationRepairQuality\n      evaluationServiceAttitude\n      evaluationComment\n      createTime\n      updateTime\n      pictures {\n        filename\n        fileurl\n        md5name\n      }\n      attachments {\n        filename\n        fileurl\n        md5name\n      }\n      timeline {\n        id\n        operateType\n        operatorAlias\n        receiverAlias\n        createTime\n      }\n    }\n  }\n": typeof types.RepairOrderDocument,
    "\n  query RepairOrders(\n    $page: Int!\n    $pageSize: Int!\n    $status: RepairStatusFilter!\n    $number: String\n    $sn: String\n    $model: String\n    $company: String\n    $contactName: String\n    $sortKey: RepairSortKey!\n    $sortDirection: SortDirection!\n  ) {\n    repairOrders(\n      page: $page\n      pageSize: $pageSize\n      status: $status\n      number: $number\n      sn: $sn\n      model: $model\n      company: $company\n      contactName: $contactName\n      sortKey: $sortKey\n      sortDirection: $sortDirection\n    ) {\n      version\n      page {\n        total\n        page\n        pageSize\n        items {\n          id\n          number\n          state\n          status\n          progress\n          sn\n          model\n          company\n          contactName\n          principalAlias\n          description\n          alarmCause\n          createTime\n        }\n      }\n    }\n  }\n": typeof types.RepairOrdersDocument,
    "\n  fragment RepairLookupListFields on RepairLookupList {\n    kind\n    tenantId\n    entries {\n      key\n      label\n    }\n  }\n": typeof types.RepairLookupListFieldsFragmentDoc,
    "\n  query RepairLookups {\n    repairLookups {\n      ...RepairLookupListFields @unmask\n    }\n  }\n": typeof types.RepairLookupsDocument,
    "\n  mutation ReportRepairOrder($input: RepairOrderInput!) {\n    reportRepairOrder(input: $input) {\n      id\n      number\n      state\n    }\n  }\n": typeof types.ReportRepairOrderDocument,
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
    "\n  mutation AddMember($input: AddMemberInput!) {\n    addMember(input: $input) {\n      id\n      account\n      name\n      role\n      status\n    }\n  }\n": typeof types.AddMemberDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      id\n      name\n      account\n      role\n      phone\n      email\n      createdAt\n      updatedAt\n      tenant {\n        id\n        name\n      }\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation UpdateMemberAccount($id: ID!, $input: MemberAccountInput!) {\n    updateMemberAccount(id: $id, input: $input) {\n      id\n      account\n      name\n      role\n      phone\n      email\n      updatedAt\n    }\n  }\n": typeof types.UpdateMemberAccountDocument,
    "\n  query UserTenantTree {\n    tenantTree {\n      id\n      name\n      subTenants {\n        id\n        name\n        subTenants {\n          id\n          name\n          subTenants {\n            id\n            name\n            subTenants {\n              id\n              name\n              subTenants {\n                id\n                name\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.UserTenantTreeDocument,
    "\n  query Users($page: Int!, $pageSize: Int!, $search: String, $tenantId: ID) {\n    users(page: $page, pageSize: $pageSize, search: $search, tenantId: $tenantId) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        account\n        role\n        phone\n        email\n        createdAt\n        updatedAt\n        tenant {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.UsersDocument,
    "\n  query OperationErrorsTestRanking($start: String!, $end: String!) {\n    utilizationRanking(start: $start, end: $end) {\n      total\n    }\n  }\n": typeof types.OperationErrorsTestRankingDocument,
    "\n  subscription OperationErrorsTestRate($uuid: String!) {\n    processRate(uuid: $uuid) {\n      value\n    }\n  }\n": typeof types.OperationErrorsTestRateDocument,
    "\n  subscription TableVersionChanged {\n    tableVersionChanged {\n      table\n      version\n    }\n  }\n": typeof types.TableVersionChangedDocument,
    "\n  subscription LiveSubscriptionTestRate($uuid: String!) {\n    processRate(uuid: $uuid) {\n      value\n      timeStamp\n    }\n  }\n": typeof types.LiveSubscriptionTestRateDocument,
    "\n  query DeviceAlarmTable($uuid: String!) {\n    deviceAlarms(uuid: $uuid, page: 1, pageSize: 10) {\n      total\n      items {\n        value\n        timeStamp\n      }\n    }\n  }\n": typeof types.DeviceAlarmTableDocument,
    "\n  fragment ReliabilityFigures_reliability on Reliability {\n    start\n    end\n    failures\n    openFailures\n    repairs\n    mtbfSeconds\n    mttrSeconds\n  }\n": typeof types.ReliabilityFigures_ReliabilityFragmentDoc,
    "\n  subscription DeviceEfficiency($uuid: String!) {\n    deviceEfficiency(uuid: $uuid) {\n      uuid\n      efficiency {\n        timeStamp\n        items {\n          status\n          time\n        }\n      }\n      timeline {\n        status\n        value {\n          timeStamp\n          status\n        }\n      }\n    }\n  }\n": typeof types.DeviceEfficiencyDocument,
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
    "\n  query CustomerAreas($level: AreaLevel, $parent: String) {\n    areas(level: $level, parent: $parent) {\n      code\n      name\n    }\n  }\n": types.CustomerAreasDocument,
    "\n  fragment CustomerCollaboration_people on Customer {\n    id\n    admin {\n      id\n      name\n      account\n    }\n    pendingAdmin {\n      id\n      name\n      account\n    }\n    collaborators {\n      id\n      name\n      account\n    }\n  }\n": types.CustomerCollaboration_PeopleFragmentDoc,
    "\n  query CustomerCollaboration($id: ID!) {\n    customer(id: $id) {\n      id\n      name\n      ...CustomerCollaboration_people @unmask\n    }\n    users(page: 1, pageSize: 50) {\n      items {\n        id\n        name\n        account\n      }\n    }\n  }\n": types.CustomerCollaborationDocument,
    "\n  mutation ShareCustomer($id: ID!, $userId: ID!) {\n    addCustomerCollaborator(id: $id, userId: $userId) {\n      id\n      ...CustomerCollaboration_people\n    }\n  }\n": types.ShareCustomerDocument,
    "\n  mutation UnshareCustomer($id: ID!, $userId: ID!) {\n    removeCustomerCollaborator(id: $id, userId: $userId) {\n      id\n      ...CustomerCollaboration_people\n    }\n  }\n": types.UnshareCustomerDocument,
    "\n  mutation TransferCustomerAdmin($id: ID!, $userId: ID!) {\n    transferCustomerAdmin(id: $id, userId: $userId) {\n      id\n      ...CustomerCollaboration_people\n    }\n  }\n": types.TransferCustomerAdminDocument,
    "\n  mutation CancelCustomerAdminTransfer($id: ID!) {\n    cancelCustomerAdminTransfer(id: $id) {\n      id\n      ...CustomerCollaboration_people\n    }\n  }\n": types.CancelCustomerAdminTransferDocument,
    "\n  mutation AcceptCustomerAdminTransfer($id: ID!) {\n    acceptCustomerAdminTransfer(id: $id) {\n      id\n      ...CustomerCollaboration_people\n    }\n  }\n": types.AcceptCustomerAdminTransferDocument,
    "\n  mutation ExitCustomer($id: ID!) {\n    exitCustomer(id: $id)\n  }\n": types.ExitCustomerDocument,
    "\n  fragment CustomerForm_customer on Customer {\n    id\n    name\n    alias\n    code\n    address\n    contactPerson\n    contactWay\n    ncAccount\n    mainBusiness\n    responsibleSales\n    label\n    country\n    province\n    city\n    status\n    customParams {\n      name\n      value\n    }\n  }\n": types.CustomerForm_CustomerFragmentDoc,
    "\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateCustomerDocument,
    "\n  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      id\n      ...CustomerForm_customer @unmask\n    }\n  }\n": types.UpdateCustomerDocument,
    "\n  query CustomerDetail($id: ID!) {\n    customer(id: $id) {\n      id\n      ...CustomerForm_customer @unmask\n    }\n    customerDevices(id: $id) {\n      id\n      uuid\n      devalias\n      status\n      statusAt\n    }\n    customerLog(id: $id) {\n      total\n      items {\n        id\n        operateType\n        operatorName\n        detail\n        createdAt\n      }\n    }\n  }\n": types.CustomerDetailDocument,
    "\n  query CustomerArchiveStatistics($id: ID!, $start: String!, $end: String!) {\n    customerStatistics(id: $id, start: $start, end: $end) {\n      devices\n      byStatus {\n        status\n        count\n      }\n      runningHours\n      utilization\n      alarms\n    }\n  }\n": types.CustomerArchiveStatisticsDocument,
    "\n  query CustomerReliability($id: ID!, $start: String!, $end: String!) {\n    customerReliability(id: $id, start: $start, end: $end) {\n      ...ReliabilityFigures_reliability @unmask\n    }\n  }\n": types.CustomerReliabilityDocument,
    "\n  subscription CustomerDeviceStatusChanged($uuids: [String!]!) {\n    deviceStatusChanged(uuids: $uuids) {\n      device {\n        id\n        status\n        statusAt\n      }\n    }\n  }\n": types.CustomerDeviceStatusChangedDocument,
    "\n  query CustomerRoster($page: Int!, $pageSize: Int!, $status: CustomerStatus!, $search: String, $label: String, $province: String, $city: String, $sortKey: CustomerSortKey!, $sortDirection: SortDirection!) {\n    customers(page: $page, pageSize: $pageSize, status: $status, search: $search, label: $label, province: $province, city: $city, sortKey: $sortKey, sortDirection: $sortDirection) {\n      version\n      page {\n        total\n        page\n        pageSize\n        items {\n          id\n          name\n          alias\n          code\n          contactPerson\n          province\n          city\n          label\n          status\n          admin {\n            id\n            name\n          }\n          pendingAdmin {\n            id\n            name\n          }\n        }\n      }\n    }\n    customerListItems {\n      customerId\n      customerName\n      devices\n    }\n  }\n": types.CustomerRosterDocument,
    "\n  mutation DeleteCustomer($id: ID!) {\n    deleteCustomer(id: $id) {\n      id\n      status\n      deletedAt\n    }\n  }\n": types.DeleteCustomerDocument,
    "\n  mutation RestoreCustomer($id: ID!) {\n    restoreCustomer(id: $id) {\n      id\n      status\n      deletedAt\n    }\n  }\n": types.RestoreCustomerDocument,
    "\n  mutation PurgeCustomer($id: ID!) {\n    purgeCustomer(id: $id)\n  }\n": types.PurgeCustomerDocument,
    "\n  query CustomerImportJob($id: ID!) {\n    customerImport(id: $id) {\n      id\n      state\n      progress\n      processed\n      added\n      updated\n      refused\n      errorno\n      message\n      report {\n        row\n        field\n        message\n      }\n    }\n  }\n": types.CustomerImportJobDocument,
    "\n  query DashboardDevicePicker($search: String) {\n    devices(page: 1, pageSize: 20, search: $search) {\n      total\n      items {\n        id\n        uuid\n        devalias\n        status\n      }\n    }\n  }\n": types.DashboardDevicePickerDocument,
    "\n  query DashboardDeviceParameters($uuid: String!) {\n    deviceParameterValues(uuid: $uuid) {\n      uuid\n      key\n    }\n  }\n": types.DashboardDeviceParametersDocument,
    "\n  mutation CreateDashboard($input: CreateDashboardInput!) {\n    createDashboard(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateDashboardDocument,
    "\n  mutation RenameDashboard($input: SaveDashboardInput!) {\n    saveDashboard(input: $input) {\n      id\n      name\n      description\n      updatedAt\n      version\n    }\n  }\n": types.RenameDashboardDocument,
    "\n  mutation DeleteDashboard($id: ID!) {\n    deleteDashboard(id: $id)\n  }\n": types.DeleteDashboardDocument,
    "\n  subscription DashboardParameterBatches($uuids: [String!]!) {\n    deviceParameterBatches(uuids: $uuids, intervalMs: 500) {\n      values {\n        uuid\n        key\n        value\n        timeStamp\n      }\n    }\n  }\n": types.DashboardParameterBatchesDocument,
    "\n  subscription DashboardDeviceStatuses($uuids: [String!]!) {\n    deviceStatusChanged(uuids: $uuids) {\n      uuid\n      status\n      device {\n        id\n        devalias\n        status\n        statusAt\n      }\n    }\n  }\n": types.DashboardDeviceStatusesDocument,
    "\n  subscription DashboardDeviceEfficiency($uuid: String!) {\n    deviceEfficiency(uuid: $uuid) {\n      uuid\n      efficiency {\n        timeStamp\n        items {\n          status\n          time\n        }\n      }\n      timeline {\n        status\n        value {\n          timeStamp\n          status\n        }\n      }\n    }\n  }\n": types.DashboardDeviceEfficiencyDocument,
    "\n  query DashboardEditor($id: ID!) {\n    dashboard(id: $id) {\n      id\n      name\n      description\n      content\n      version\n      canEdit\n    }\n  }\n": types.DashboardEditorDocument,
    "\n  mutation SaveDashboardFromDesigner($input: SaveDashboardInput!) {\n    saveDashboard(input: $input) {\n      id\n      version\n      updatedAt\n      coverIcon\n    }\n  }\n": types.SaveDashboardFromDesignerDocument,
    "\n  mutation CopyDashboardFromDesigner($input: CreateDashboardInput!) {\n    createDashboard(input: $input) {\n      id\n    }\n  }\n": types.CopyDashboardFromDesignerDocument,
    "\n  query DashboardList($name: String, $page: Int!, $pageSize: Int!) {\n    dashboards(name: $name, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        description\n        coverIcon\n        updatedAt\n        userAccount\n        version\n        canEdit\n      }\n    }\n  }\n": types.DashboardListDocument,
    "\n  query DashboardView($id: ID!) {\n    dashboard(id: $id) {\n      id\n      name\n      content\n      updatedAt\n    }\n  }\n": types.DashboardViewDocument,
    "\n  query DeviceAlarmRules($deviceId: ID!) {\n    deviceAlarmRules(deviceId: $deviceId) {\n      id\n      param\n      kind\n      high\n      low\n      lifetime\n      advance\n      op\n      value\n      interval\n      opensRepair\n    }\n  }\n": types.DeviceAlarmRulesDocument,
    "\n  mutation SetDeviceAlarmRules($deviceId: ID!, $rules: [AlarmRuleInput!]!) {\n    setDeviceAlarmRules(deviceId: $deviceId, rules: $rules) {\n      id\n      param\n    }\n  }\n": types.SetDeviceAlarmRulesDocument,
    "\n  query DeviceAttributes($deviceId: ID!) {\n    deviceAttributes(deviceId: $deviceId) {\n      id\n      identifier\n      name\n      access\n      standard\n      dataType\n      min\n      max\n      unit\n      step\n      description\n    }\n  }\n": types.DeviceAttributesDocument,
    "\n  mutation SetDeviceAttributes($deviceId: ID!, $attributes: [DeviceAttributeInput!]!) {\n    setDeviceAttributes(deviceId: $deviceId, attributes: $attributes) {\n      id\n      identifier\n    }\n  }\n": types.SetDeviceAttributesDocument,
    "\n  query DeviceBindings($deviceId: ID!) {\n    deviceBindings(deviceId: $deviceId) {\n      id\n      userId\n      name\n      account\n      role\n    }\n    deviceArchiveChoices {\n      members {\n        id\n        name\n      }\n    }\n  }\n": types.DeviceBindingsDocument,
    "\n  mutation BindDeviceUser($deviceId: ID!, $userId: ID!, $role: DeviceBindingRole!) {\n    bindDeviceUser(deviceId: $deviceId, userId: $userId, role: $role) {\n      id\n    }\n  }\n": types.BindDeviceUserDocument,
    "\n  mutation UnbindDeviceUser($deviceId: ID!, $userId: ID!) {\n    unbindDeviceUser(deviceId: $deviceId, userId: $userId) {\n      id\n    }\n  }\n": types.UnbindDeviceUserDocument,
    "\n  mutation TransferDeviceAdministrator($deviceId: ID!, $userId: ID!) {\n    transferDeviceAdministrator(deviceId: $deviceId, userId: $userId) {\n      id\n    }\n  }\n": types.TransferDeviceAdministratorDocument,
    "\n  mutation DecommissionDevice($id: ID!, $password: String!) {\n    decommissionDevice(id: $id, password: $password) {\n      id\n      decommissionedAt\n      administrator {\n        id\n        name\n      }\n    }\n  }\n": types.DecommissionDeviceDocument,
    "\n  query DeviceQrCodes($factoryNumber: String!) {\n    qrCodes(factoryNumber: $factoryNumber, pageSize: 50) {\n      total\n      items {\n        id\n        code\n        state\n        remark\n        jumpPath\n        deviceId\n        createdAt\n      }\n    }\n  }\n": types.DeviceQrCodesDocument,
    "\n  mutation GenerateQrCodes($input: QrBatchInput!) {\n    generateQrCodes(input: $input) {\n      id\n      code\n    }\n  }\n": types.GenerateQrCodesDocument,
    "\n  mutation BindQrCode($id: ID!, $deviceId: ID!) {\n    bindQrCode(id: $id, deviceId: $deviceId) {\n      id\n      state\n      deviceId\n    }\n  }\n": types.BindQrCodeDocument,
    "\n  mutation RotateDeviceCredential($id: ID!) {\n    rotateDeviceCredential(id: $id) {\n      username\n      password\n      mqttPort\n    }\n  }\n": types.RotateDeviceCredentialDocument,
    "\n  query DeviceArchiveForm($id: ID!, $withArchive: Boolean!) {\n    deviceArchive(id: $id) @include(if: $withArchive) {\n      id\n      uuid\n      tenantId\n      factoryNumber\n      devalias\n      model\n      industry\n      location\n      receiveAlarm\n      customParams {\n        name\n        value\n      }\n      customer {\n        id\n        name\n      }\n      maintainer {\n        id\n        name\n      }\n    }\n    deviceArchiveChoices {\n      customers {\n        id\n        name\n      }\n      members {\n        id\n        name\n      }\n    }\n  }\n": types.DeviceArchiveFormDocument,
    "\n  mutation RegisterDevice($input: DeviceArchiveInput!) {\n    registerDevice(input: $input) {\n      archive {\n        id\n        uuid\n        devalias\n      }\n      credential {\n        username\n        password\n        mqttPort\n      }\n    }\n  }\n": types.RegisterDeviceDocument,
    "\n  mutation UpdateDeviceArchive($id: ID!, $input: DeviceArchiveInput!) {\n    updateDeviceArchive(id: $id, input: $input) {\n      id\n      devalias\n      factoryNumber\n      model\n      location\n      receiveAlarm\n      tenantId\n    }\n  }\n": types.UpdateDeviceArchiveDocument,
    "\n  query DeviceArchives(\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $factoryNumber: String\n    $customerId: ID\n    $state: DeviceArchiveState\n    $sortKey: DeviceArchiveSortKey\n    $sortDirection: SortDirection\n  ) {\n    deviceArchives(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      factoryNumber: $factoryNumber\n      customerId: $customerId\n      state: $state\n      sortKey: $sortKey\n      sortDirection: $sortDirection\n    ) {\n      version\n      page {\n        total\n        items {\n          id\n          uuid\n          devalias\n          status\n          factoryNumber\n          model\n          location\n          createdAt\n          decommissionedAt\n          refusedReadings\n          customer {\n            id\n            name\n          }\n          maintainer {\n            id\n            name\n          }\n          administrator {\n            id\n            name\n          }\n        }\n      }\n    }\n    deviceArchiveChoices {\n      customers {\n        id\n        name\n      }\n    }\n  }\n": types.DeviceArchivesDocument,
    "\n  query PublicQrPage($code: String!) {\n    qrCodePage(code: $code) {\n      code\n      state\n      model\n      devalias\n      owner\n      sn\n      repairAvailable\n    }\n  }\n": types.PublicQrPageDocument,
    "\n  query QrSheet($factoryNumber: String!, $origin: String!) {\n    qrCodes(factoryNumber: $factoryNumber, pageSize: 50, origin: $origin) {\n      total\n      items {\n        id\n        code\n        remark\n        state\n        svg\n      }\n    }\n  }\n": types.QrSheetDocument,
    "\n  query EquipmentStatistics($uuid: String!, $start: String!, $end: String!) {\n    equipmentStatistics(uuid: $uuid, start: $start, end: $end) {\n      todaynum\n      totalnum\n      values {\n        date\n        value\n      }\n    }\n  }\n": types.EquipmentStatisticsDocument,
    "\n  fragment DeviceCard_device on Device {\n    id\n    uuid\n    devalias\n    status\n    coverPicture {\n      fileurl\n    }\n  }\n": types.DeviceCard_DeviceFragmentDoc,
    "\n  fragment ProductDetailGrid_device on Device {\n    id\n    uuid\n    devalias\n    product {\n      id\n      model\n      manufacturingCode\n      maintainer\n      industry\n      customer {\n        id\n        name\n        address\n        contactWay\n        location\n      }\n    }\n  }\n": types.ProductDetailGrid_DeviceFragmentDoc,
    "\n  query DeviceReliability($uuid: String!, $start: String!, $end: String!) {\n    deviceReliability(uuid: $uuid, start: $start, end: $end) {\n      ...ReliabilityFigures_reliability @unmask\n    }\n  }\n": types.DeviceReliabilityDocument,
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
    "\n  fragment CheckOrderFields on CheckOrder {\n    id\n    number\n    stage\n    planName\n    sn\n    model\n    customer\n    address\n    dueDate\n    principalId\n    principalAlias\n    submittedById\n    overseenByMe\n    createTime\n    submittedAt\n    completedAt\n    items {\n      name\n      result\n      note\n      repairOrderId\n    }\n  }\n": types.CheckOrderFieldsFragmentDoc,
    "\n  query CheckOrder($id: ID!) {\n    checkOrder(id: $id) {\n      id\n      ...CheckOrderFields @unmask\n    }\n  }\n": types.CheckOrderDocument,
    "\n  mutation RecordCheckOrder(\n    $id: ID!\n    $items: [InspectionInput!]!\n    $submit: Boolean!\n  ) {\n    recordCheckOrder(id: $id, items: $items, submit: $submit) {\n      id\n      ...CheckOrderFields @unmask\n    }\n  }\n": types.RecordCheckOrderDocument,
    "\n  mutation AcceptCheckOrder($id: ID!) {\n    acceptCheckOrder(id: $id) {\n      id\n      ...CheckOrderFields @unmask\n    }\n  }\n": types.AcceptCheckOrderDocument,
    "\n  mutation ReturnCheckOrder($id: ID!) {\n    returnCheckOrder(id: $id) {\n      id\n      ...CheckOrderFields @unmask\n    }\n  }\n": types.ReturnCheckOrderDocument,
    "\n  mutation OpenRepairFromCheckOrder($id: ID!, $itemIndex: Int!) {\n    openRepairFromCheckOrder(id: $id, itemIndex: $itemIndex) {\n      repairOrderId\n      repairOrderNumber\n      checkOrder {\n        id\n        ...CheckOrderFields @unmask\n      }\n    }\n  }\n": types.OpenRepairFromCheckOrderDocument,
    "\n  query CheckOrders($page: Int!, $pageSize: Int!, $stage: CheckStageFilter!, $number: String, $sn: String, $planName: String, $sortKey: CheckSortKey!, $sortDirection: SortDirection!) {\n    checkOrders(page: $page, pageSize: $pageSize, stage: $stage, number: $number, sn: $sn, planName: $planName, sortKey: $sortKey, sortDirection: $sortDirection) {\n      version\n      page {\n        total\n        page\n        pageSize\n        items {\n          id\n          number\n          stage\n          planName\n          sn\n          model\n          customer\n          dueDate\n          principalAlias\n          createTime\n        }\n      }\n    }\n  }\n": types.CheckOrdersDocument,
    "\n  query MaintenancePlan($id: ID!) {\n    maintenancePlan(id: $id) {\n      id\n      version\n      name\n      firstDate\n      cycle\n      unit\n      daysAhead\n      mode\n      dispatchTime\n      principalId\n      items\n      address\n      machines {\n        deviceId\n        sn\n      }\n      pictures {\n        filename\n        fileurl\n        filesize\n        md5name\n        bucketname\n      }\n      attachments {\n        filename\n        fileurl\n        filesize\n        md5name\n        bucketname\n      }\n    }\n  }\n": types.MaintenancePlanDocument,
    "\n  query PlanChoices {\n    maintenancePlanMembers {\n      id\n      name\n    }\n    deviceArchives(page: 1, pageSize: 50, sortKey: factoryNumber, sortDirection: asc) {\n      page {\n        items {\n          id\n          devalias\n          factoryNumber\n          model\n          customer {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.PlanChoicesDocument,
    "\n  mutation CreateMaintenancePlan($input: MaintenancePlanInput!) {\n    createMaintenancePlan(input: $input) {\n      id\n      nextDueDate\n    }\n  }\n": types.CreateMaintenancePlanDocument,
    "\n  mutation UpdateMaintenancePlan($id: ID!, $input: MaintenancePlanInput!, $baseVersion: Int) {\n    updateMaintenancePlan(id: $id, input: $input, baseVersion: $baseVersion) {\n      id\n      version\n      name\n      nextDueDate\n    }\n  }\n": types.UpdateMaintenancePlanDocument,
    "\n  query MaintenancePlans($page: Int!, $pageSize: Int!, $name: String, $sortKey: PlanSortKey!, $sortDirection: SortDirection!) {\n    maintenancePlans(page: $page, pageSize: $pageSize, name: $name, sortKey: $sortKey, sortDirection: $sortDirection) {\n      version\n      page {\n        total\n        page\n        pageSize\n        items {\n          id\n          name\n          firstDate\n          cycle\n          unit\n          mode\n          daysAhead\n          dispatchTime\n          nextDueDate\n          principalAlias\n          customers\n          machines {\n            deviceId\n            sn\n          }\n          createTime\n        }\n      }\n    }\n  }\n": types.MaintenancePlansDocument,
    "\n  mutation DeleteMaintenancePlan($id: ID!) {\n    deleteMaintenancePlan(id: $id)\n  }\n": types.DeleteMaintenancePlanDocument,
    "\n  mutation UpdateMember($id: ID!, $input: MemberInput!) {\n    updateMember(id: $id, input: $input) {\n      id\n      remarkName\n      gender\n      status\n      serviceCustomerId\n      serviceCustomerName\n      location\n      updatedAt\n    }\n  }\n": types.UpdateMemberDocument,
    "\n  mutation CheckIn($place: String!) {\n    checkIn(place: $place) {\n      id\n      at\n      place\n    }\n  }\n": types.CheckInDocument,
    "\n  query MemberCustomerChoices {\n    memberCustomerChoices {\n      id\n      name\n    }\n  }\n": types.MemberCustomerChoicesDocument,
    "\n  query MemberDetail($id: ID!) {\n    member(id: $id) {\n      id\n      account\n      name\n      role\n      phone\n      email\n      remarkName\n      gender\n      status\n      serviceCustomerName\n      location\n      updatedAt\n      checkIns {\n        id\n        at\n        place\n      }\n    }\n  }\n": types.MemberDetailDocument,
    "\n  query Members($page: Int!, $pageSize: Int!, $search: String, $status: MemberStatus, $sortKey: MemberSortKey, $sortDirection: SortDirection) {\n    members(page: $page, pageSize: $pageSize, search: $search, status: $status, sortKey: $sortKey, sortDirection: $sortDirection) {\n      total\n      page\n      pageSize\n      items {\n        id\n        account\n        name\n        role\n        phone\n        email\n        remarkName\n        gender\n        status\n        serviceCustomerId\n        serviceCustomerName\n        location\n        updatedAt\n      }\n    }\n  }\n": types.MembersDocument,
    "\n  query RolePermissionCatalogue {\n    apiCatalogue {\n      tag\n      apis {\n        path\n        method\n        summary\n        fields\n      }\n    }\n  }\n": types.RolePermissionCatalogueDocument,
    "\n  query RolePermissionPolicies($role: Role!) {\n    rolePolicies(role: $role) {\n      path\n      method\n    }\n  }\n": types.RolePermissionPoliciesDocument,
    "\n  mutation ReplaceRolePolicies($role: Role!, $apis: [ApiPermissionInput!]!) {\n    replaceRolePolicies(role: $role, apis: $apis) {\n      path\n      method\n    }\n  }\n": types.ReplaceRolePoliciesDocument,
    "\n  mutation UpdateProductDisplayConfig($input: ProductDisplayConfigInput!) {\n    updateProductDisplayConfig(input: $input) {\n      systemMenus {\n        name\n        link\n        editable\n      }\n      customMenus {\n        name\n        link\n      }\n      officialAccount {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      updatedAt\n    }\n  }\n": types.UpdateProductDisplayConfigDocument,
    "\n  query ProductDisplayConfig {\n    productDisplayConfig {\n      systemMenus {\n        name\n        link\n        editable\n      }\n      customMenus {\n        name\n        link\n      }\n      officialAccount {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      updatedAt\n    }\n  }\n": types.ProductDisplayConfigDocument,
    "\n  query ProductManual($id: ID!) {\n    productManual(id: $id) {\n      id\n      name\n      model\n      description\n      note\n      status\n      version\n      coverPicture {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      detailPictures {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      files {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      params {\n        name\n        value\n      }\n      tags {\n        id\n        name\n      }\n    }\n  }\n": types.ProductManualDocument,
    "\n  mutation CreateProductManual($input: ProductManualInput!) {\n    createProductManual(input: $input) {\n      id\n    }\n  }\n": types.CreateProductManualDocument,
    "\n  mutation UpdateProductManual(\n    $id: ID!\n    $input: ProductManualInput!\n    $baseVersion: Int\n  ) {\n    updateProductManual(id: $id, input: $input, baseVersion: $baseVersion) {\n      id\n      name\n      model\n      description\n      note\n      version\n    }\n  }\n": types.UpdateProductManualDocument,
    "\n  query ProductManuals(\n    $page: Int!\n    $pageSize: Int!\n    $id: ID\n    $name: String\n    $model: String\n    $description: String\n    $note: String\n    $status: ShelfStatusFilter!\n    $tags: [String!]\n    $createTimeStart: String\n    $createTimeEnd: String\n    $shelfTimeStart: String\n    $shelfTimeEnd: String\n    $sortKey: ProductManualSortKey!\n    $sortDirection: SortDirection!\n  ) {\n    productManuals(\n      page: $page\n      pageSize: $pageSize\n      id: $id\n      name: $name\n      model: $model\n      description: $description\n      note: $note\n      status: $status\n      tags: $tags\n      createTimeStart: $createTimeStart\n      createTimeEnd: $createTimeEnd\n      shelfTimeStart: $shelfTimeStart\n      shelfTimeEnd: $shelfTimeEnd\n      sortKey: $sortKey\n      sortDirection: $sortDirection\n    ) {\n      version\n      page {\n        total\n        page\n        pageSize\n        items {\n          id\n          name\n          model\n          description\n          note\n          status\n          createTime\n          onTheShelfTime\n          coverPicture {\n            filename\n            fileurl\n            md5name\n          }\n          tags {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.ProductManualsDocument,
    "\n  query ProductManualTags {\n    productManualTags {\n      id\n      name\n    }\n  }\n": types.ProductManualTagsDocument,
    "\n  mutation TakeProductManualOffShelf($id: ID!) {\n    takeProductManualOffShelf(id: $id) {\n      id\n      status\n      onTheShelfTime\n    }\n  }\n": types.TakeProductManualOffShelfDocument,
    "\n  mutation PutProductManualOnShelf($id: ID!) {\n    putProductManualOnShelf(id: $id) {\n      id\n      status\n      onTheShelfTime\n    }\n  }\n": types.PutProductManualOnShelfDocument,
    "\n  mutation DeleteProductManual($id: ID!) {\n    deleteProductManual(id: $id)\n  }\n": types.DeleteProductManualDocument,
    "\n  query LookupEditorMe {\n    me {\n      id\n      tenantId\n    }\n  }\n": types.LookupEditorMeDocument,
    "\n  mutation ReplaceRepairLookup($kind: RepairLookupKind!, $entries: [RepairLookupEntryInput!]!) {\n    replaceRepairLookup(kind: $kind, entries: $entries) {\n      ...RepairLookupListFields @unmask\n    }\n  }\n": types.ReplaceRepairLookupDocument,
    "\n  mutation ResetRepairLookup($kind: RepairLookupKind!) {\n    resetRepairLookup(kind: $kind) {\n      ...RepairLookupListFields @unmask\n    }\n  }\n": types.ResetRepairLookupDocument,
    "\n  mutation RemindRepairOrder($id: ID!, $afterMinutes: Int!) {\n    remindRepairOrder(id: $id, afterMinutes: $afterMinutes) {\n      id\n      dueAt\n    }\n  }\n": types.RemindRepairOrderDocument,
    "\n  query RepairMembers($orderId: ID!) {\n    repairMembers(orderId: $orderId) {\n      id\n      name\n      role\n    }\n  }\n": types.RepairMembersDocument,
    "\n  mutation DispatchRepairOrder($id: ID!, $memberId: ID!) {\n    dispatchRepairOrder(id: $id, memberId: $memberId) {\n      id\n      state\n      status\n      progress\n      principalId\n      principalAlias\n    }\n  }\n": types.DispatchRepairOrderDocument,
    "\n  mutation AcceptRepairOrder($id: ID!) {\n    acceptRepairOrder(id: $id) {\n      id\n      state\n      status\n      progress\n    }\n  }\n": types.AcceptRepairOrderDocument,
    "\n  mutation TransferRepairOrder($id: ID!, $memberId: ID!) {\n    transferRepairOrder(id: $id, memberId: $memberId) {\n      id\n      state\n      principalId\n      principalAlias\n    }\n  }\n": types.TransferRepairOrderDocument,
    "\n  mutation CloseRepairOrder($id: ID!, $serviceRecord: String!) {\n    closeRepairOrder(id: $id, serviceRecord: $serviceRecord) {\n      id\n      state\n      status\n      progress\n      serviceRecord\n    }\n  }\n": types.CloseRepairOrderDocument,
    "\n  mutation EvaluateRepairOrder($id: ID!, $input: RepairEvaluationInput!) {\n    evaluateRepairOrder(id: $id, input: $input) {\n      id\n      state\n      status\n      progress\n      evaluationOverall\n      evaluationResponseSpeed\n      evaluationRepairQuality\n      evaluationServiceAttitude\n      evaluationComment\n    }\n  }\n": types.EvaluateRepairOrderDocument,
    "\n  query RepairOrderHome {\n    repairOrderHome {\n      version\n      counts {\n        unclosed\n        unprocessed\n      }\n      unclosed {\n        id\n        number\n        state\n        status\n        sn\n        model\n        company\n        createTime\n      }\n      unprocessed {\n        id\n        number\n        state\n        status\n        sn\n        model\n        company\n        createTime\n      }\n    }\n  }\n": types.RepairOrderHomeDocument,
    "\n  query PublicRepairForm($sn: String!) {\n    publicRepairForm(sn: $sn) {\n      sn\n      model\n      lookups {\n        kind\n        entries {\n          key\n          label\n        }\n      }\n    }\n  }\n": types.PublicRepairFormDocument,
    "\n  query PublicRepairsBySn($sn: String!) {\n    publicRepairsBySn(sn: $sn) {\n      number\n      status\n      progress\n      createTime\n      updateTime\n    }\n  }\n": types.PublicRepairsBySnDocument,
    "\n  mutation RepairReportChallenge {\n    repairReportChallenge\n  }\n": types.RepairReportChallengeDocument,
    "\n  mutation RepairReportPass($sn: String!, $challenge: String!) {\n    repairReportPass(sn: $sn, challenge: $challenge) {\n      pass\n      expiresAt\n    }\n  }\n": types.RepairReportPassDocument,
    "\n  mutation ReportRepairPublic($input: PublicRepairInput!) {\n    reportRepairPublic(input: $input) {\n      number\n      allowQueryBySn\n    }\n  }\n": types.ReportRepairPublicDocument,
    "\n  query RepairOrder($id: ID!) {\n    repairOrder(id: $id) {\n      id\n      number\n      state\n      status\n      progress\n      type\n      serviceMode\n      solution\n      sn\n      model\n      description\n      alarmCause\n      contactName\n      mobile\n      email\n      company\n      address\n      agent\n      allowQueryBySn\n      remark\n      principalId\n      principalInMyTenants\n      principalAlias\n      applicantId\n      serviceRecord\n      evaluationOverall\n      evaluationResponseSpeed\n      evaluationRepairQuality\n      evaluationServiceAttitude\n      evaluationComment\n      createTime\n      updateTime\n      pictures {\n        filename\n        fileurl\n        md5name\n      }\n      attachments {\n        filename\n        fileurl\n        md5name\n      }\n      timeline {\n        id\n        operateType\n        operatorAlias\n        receiverAlias\n        createTime\n      }\n    }\n  }\n": types.RepairOrderDocument,
    "\n  query RepairOrders(\n    $page: Int!\n    $pageSize: Int!\n    $status: RepairStatusFilter!\n    $number: String\n    $sn: String\n    $model: String\n    $company: String\n    $contactName: String\n    $sortKey: RepairSortKey!\n    $sortDirection: SortDirection!\n  ) {\n    repairOrders(\n      page: $page\n      pageSize: $pageSize\n      status: $status\n      number: $number\n      sn: $sn\n      model: $model\n      company: $company\n      contactName: $contactName\n      sortKey: $sortKey\n      sortDirection: $sortDirection\n    ) {\n      version\n      page {\n        total\n        page\n        pageSize\n        items {\n          id\n          number\n          state\n          status\n          progress\n          sn\n          model\n          company\n          contactName\n          principalAlias\n          description\n          alarmCause\n          createTime\n        }\n      }\n    }\n  }\n": types.RepairOrdersDocument,
    "\n  fragment RepairLookupListFields on RepairLookupList {\n    kind\n    tenantId\n    entries {\n      key\n      label\n    }\n  }\n": types.RepairLookupListFieldsFragmentDoc,
    "\n  query RepairLookups {\n    repairLookups {\n      ...RepairLookupListFields @unmask\n    }\n  }\n": types.RepairLookupsDocument,
    "\n  mutation ReportRepairOrder($input: RepairOrderInput!) {\n    reportRepairOrder(input: $input) {\n      id\n      number\n      state\n    }\n  }\n": types.ReportRepairOrderDocument,
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
    "\n  mutation AddMember($input: AddMemberInput!) {\n    addMember(input: $input) {\n      id\n      account\n      name\n      role\n      status\n    }\n  }\n": types.AddMemberDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      id\n      name\n      account\n      role\n      phone\n      email\n      createdAt\n      updatedAt\n      tenant {\n        id\n        name\n      }\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation UpdateMemberAccount($id: ID!, $input: MemberAccountInput!) {\n    updateMemberAccount(id: $id, input: $input) {\n      id\n      account\n      name\n      role\n      phone\n      email\n      updatedAt\n    }\n  }\n": types.UpdateMemberAccountDocument,
    "\n  query UserTenantTree {\n    tenantTree {\n      id\n      name\n      subTenants {\n        id\n        name\n        subTenants {\n          id\n          name\n          subTenants {\n            id\n            name\n            subTenants {\n              id\n              name\n              subTenants {\n                id\n                name\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.UserTenantTreeDocument,
    "\n  query Users($page: Int!, $pageSize: Int!, $search: String, $tenantId: ID) {\n    users(page: $page, pageSize: $pageSize, search: $search, tenantId: $tenantId) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        account\n        role\n        phone\n        email\n        createdAt\n        updatedAt\n        tenant {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.UsersDocument,
    "\n  query OperationErrorsTestRanking($start: String!, $end: String!) {\n    utilizationRanking(start: $start, end: $end) {\n      total\n    }\n  }\n": types.OperationErrorsTestRankingDocument,
    "\n  subscription OperationErrorsTestRate($uuid: String!) {\n    processRate(uuid: $uuid) {\n      value\n    }\n  }\n": types.OperationErrorsTestRateDocument,
    "\n  subscription TableVersionChanged {\n    tableVersionChanged {\n      table\n      version\n    }\n  }\n": types.TableVersionChangedDocument,
    "\n  subscription LiveSubscriptionTestRate($uuid: String!) {\n    processRate(uuid: $uuid) {\n      value\n      timeStamp\n    }\n  }\n": types.LiveSubscriptionTestRateDocument,
    "\n  query DeviceAlarmTable($uuid: String!) {\n    deviceAlarms(uuid: $uuid, page: 1, pageSize: 10) {\n      total\n      items {\n        value\n        timeStamp\n      }\n    }\n  }\n": types.DeviceAlarmTableDocument,
    "\n  fragment ReliabilityFigures_reliability on Reliability {\n    start\n    end\n    failures\n    openFailures\n    repairs\n    mtbfSeconds\n    mttrSeconds\n  }\n": types.ReliabilityFigures_ReliabilityFragmentDoc,
    "\n  subscription DeviceEfficiency($uuid: String!) {\n    deviceEfficiency(uuid: $uuid) {\n      uuid\n      efficiency {\n        timeStamp\n        items {\n          status\n          time\n        }\n      }\n      timeline {\n        status\n        value {\n          timeStamp\n          status\n        }\n      }\n    }\n  }\n": types.DeviceEfficiencyDocument,
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
export function graphql(source: "\n  query CustomerAreas($level: AreaLevel, $parent: String) {\n    areas(level: $level, parent: $parent) {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query CustomerAreas($level: AreaLevel, $parent: String) {\n    areas(level: $level, parent: $parent) {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerCollaboration_people on Customer {\n    id\n    admin {\n      id\n      name\n      account\n    }\n    pendingAdmin {\n      id\n      name\n      account\n    }\n    collaborators {\n      id\n      name\n      account\n    }\n  }\n"): (typeof documents)["\n  fragment CustomerCollaboration_people on Customer {\n    id\n    admin {\n      id\n      name\n      account\n    }\n    pendingAdmin {\n      id\n      name\n      account\n    }\n    collaborators {\n      id\n      name\n      account\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerCollaboration($id: ID!) {\n    customer(id: $id) {\n      id\n      name\n      ...CustomerCollaboration_people @unmask\n    }\n    users(page: 1, pageSize: 50) {\n      items {\n        id\n        name\n        account\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomerCollaboration($id: ID!) {\n    customer(id: $id) {\n      id\n      name\n      ...CustomerCollaboration_people @unmask\n    }\n    users(page: 1, pageSize: 50) {\n      items {\n        id\n        name\n        account\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareCustomer($id: ID!, $userId: ID!) {\n    addCustomerCollaborator(id: $id, userId: $userId) {\n      id\n      ...CustomerCollaboration_people\n    }\n  }\n"): (typeof documents)["\n  mutation ShareCustomer($id: ID!, $userId: ID!) {\n    addCustomerCollaborator(id: $id, userId: $userId) {\n      id\n      ...CustomerCollaboration_people\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnshareCustomer($id: ID!, $userId: ID!) {\n    removeCustomerCollaborator(id: $id, userId: $userId) {\n      id\n      ...CustomerCollaboration_people\n    }\n  }\n"): (typeof documents)["\n  mutation UnshareCustomer($id: ID!, $userId: ID!) {\n    removeCustomerCollaborator(id: $id, userId: $userId) {\n      id\n      ...CustomerCollaboration_people\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferCustomerAdmin($id: ID!, $userId: ID!) {\n    transferCustomerAdmin(id: $id, userId: $userId) {\n      id\n      ...CustomerCollaboration_people\n    }\n  }\n"): (typeof documents)["\n  mutation TransferCustomerAdmin($id: ID!, $userId: ID!) {\n    transferCustomerAdmin(id: $id, userId: $userId) {\n      id\n      ...CustomerCollaboration_people\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelCustomerAdminTransfer($id: ID!) {\n    cancelCustomerAdminTransfer(id: $id) {\n      id\n      ...CustomerCollaboration_people\n    }\n  }\n"): (typeof documents)["\n  mutation CancelCustomerAdminTransfer($id: ID!) {\n    cancelCustomerAdminTransfer(id: $id) {\n      id\n      ...CustomerCollaboration_people\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptCustomerAdminTransfer($id: ID!) {\n    acceptCustomerAdminTransfer(id: $id) {\n      id\n      ...CustomerCollaboration_people\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptCustomerAdminTransfer($id: ID!) {\n    acceptCustomerAdminTransfer(id: $id) {\n      id\n      ...CustomerCollaboration_people\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExitCustomer($id: ID!) {\n    exitCustomer(id: $id)\n  }\n"): (typeof documents)["\n  mutation ExitCustomer($id: ID!) {\n    exitCustomer(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerForm_customer on Customer {\n    id\n    name\n    alias\n    code\n    address\n    contactPerson\n    contactWay\n    ncAccount\n    mainBusiness\n    responsibleSales\n    label\n    country\n    province\n    city\n    status\n    customParams {\n      name\n      value\n    }\n  }\n"): (typeof documents)["\n  fragment CustomerForm_customer on Customer {\n    id\n    name\n    alias\n    code\n    address\n    contactPerson\n    contactWay\n    ncAccount\n    mainBusiness\n    responsibleSales\n    label\n    country\n    province\n    city\n    status\n    customParams {\n      name\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      id\n      ...CustomerForm_customer @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      id\n      ...CustomerForm_customer @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerDetail($id: ID!) {\n    customer(id: $id) {\n      id\n      ...CustomerForm_customer @unmask\n    }\n    customerDevices(id: $id) {\n      id\n      uuid\n      devalias\n      status\n      statusAt\n    }\n    customerLog(id: $id) {\n      total\n      items {\n        id\n        operateType\n        operatorName\n        detail\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomerDetail($id: ID!) {\n    customer(id: $id) {\n      id\n      ...CustomerForm_customer @unmask\n    }\n    customerDevices(id: $id) {\n      id\n      uuid\n      devalias\n      status\n      statusAt\n    }\n    customerLog(id: $id) {\n      total\n      items {\n        id\n        operateType\n        operatorName\n        detail\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerArchiveStatistics($id: ID!, $start: String!, $end: String!) {\n    customerStatistics(id: $id, start: $start, end: $end) {\n      devices\n      byStatus {\n        status\n        count\n      }\n      runningHours\n      utilization\n      alarms\n    }\n  }\n"): (typeof documents)["\n  query CustomerArchiveStatistics($id: ID!, $start: String!, $end: String!) {\n    customerStatistics(id: $id, start: $start, end: $end) {\n      devices\n      byStatus {\n        status\n        count\n      }\n      runningHours\n      utilization\n      alarms\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerReliability($id: ID!, $start: String!, $end: String!) {\n    customerReliability(id: $id, start: $start, end: $end) {\n      ...ReliabilityFigures_reliability @unmask\n    }\n  }\n"): (typeof documents)["\n  query CustomerReliability($id: ID!, $start: String!, $end: String!) {\n    customerReliability(id: $id, start: $start, end: $end) {\n      ...ReliabilityFigures_reliability @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CustomerDeviceStatusChanged($uuids: [String!]!) {\n    deviceStatusChanged(uuids: $uuids) {\n      device {\n        id\n        status\n        statusAt\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription CustomerDeviceStatusChanged($uuids: [String!]!) {\n    deviceStatusChanged(uuids: $uuids) {\n      device {\n        id\n        status\n        statusAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerRoster($page: Int!, $pageSize: Int!, $status: CustomerStatus!, $search: String, $label: String, $province: String, $city: String, $sortKey: CustomerSortKey!, $sortDirection: SortDirection!) {\n    customers(page: $page, pageSize: $pageSize, status: $status, search: $search, label: $label, province: $province, city: $city, sortKey: $sortKey, sortDirection: $sortDirection) {\n      version\n      page {\n        total\n        page\n        pageSize\n        items {\n          id\n          name\n          alias\n          code\n          contactPerson\n          province\n          city\n          label\n          status\n          admin {\n            id\n            name\n          }\n          pendingAdmin {\n            id\n            name\n          }\n        }\n      }\n    }\n    customerListItems {\n      customerId\n      customerName\n      devices\n    }\n  }\n"): (typeof documents)["\n  query CustomerRoster($page: Int!, $pageSize: Int!, $status: CustomerStatus!, $search: String, $label: String, $province: String, $city: String, $sortKey: CustomerSortKey!, $sortDirection: SortDirection!) {\n    customers(page: $page, pageSize: $pageSize, status: $status, search: $search, label: $label, province: $province, city: $city, sortKey: $sortKey, sortDirection: $sortDirection) {\n      version\n      page {\n        total\n        page\n        pageSize\n        items {\n          id\n          name\n          alias\n          code\n          contactPerson\n          province\n          city\n          label\n          status\n          admin {\n            id\n            name\n          }\n          pendingAdmin {\n            id\n            name\n          }\n        }\n      }\n    }\n    customerListItems {\n      customerId\n      customerName\n      devices\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCustomer($id: ID!) {\n    deleteCustomer(id: $id) {\n      id\n      status\n      deletedAt\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCustomer($id: ID!) {\n    deleteCustomer(id: $id) {\n      id\n      status\n      deletedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreCustomer($id: ID!) {\n    restoreCustomer(id: $id) {\n      id\n      status\n      deletedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreCustomer($id: ID!) {\n    restoreCustomer(id: $id) {\n      id\n      status\n      deletedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PurgeCustomer($id: ID!) {\n    purgeCustomer(id: $id)\n  }\n"): (typeof documents)["\n  mutation PurgeCustomer($id: ID!) {\n    purgeCustomer(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerImportJob($id: ID!) {\n    customerImport(id: $id) {\n      id\n      state\n      progress\n      processed\n      added\n      updated\n      refused\n      errorno\n      message\n      report {\n        row\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomerImportJob($id: ID!) {\n    customerImport(id: $id) {\n      id\n      state\n      progress\n      processed\n      added\n      updated\n      refused\n      errorno\n      message\n      report {\n        row\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardDevicePicker($search: String) {\n    devices(page: 1, pageSize: 20, search: $search) {\n      total\n      items {\n        id\n        uuid\n        devalias\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardDevicePicker($search: String) {\n    devices(page: 1, pageSize: 20, search: $search) {\n      total\n      items {\n        id\n        uuid\n        devalias\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardDeviceParameters($uuid: String!) {\n    deviceParameterValues(uuid: $uuid) {\n      uuid\n      key\n    }\n  }\n"): (typeof documents)["\n  query DashboardDeviceParameters($uuid: String!) {\n    deviceParameterValues(uuid: $uuid) {\n      uuid\n      key\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDashboard($input: CreateDashboardInput!) {\n    createDashboard(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDashboard($input: CreateDashboardInput!) {\n    createDashboard(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameDashboard($input: SaveDashboardInput!) {\n    saveDashboard(input: $input) {\n      id\n      name\n      description\n      updatedAt\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation RenameDashboard($input: SaveDashboardInput!) {\n    saveDashboard(input: $input) {\n      id\n      name\n      description\n      updatedAt\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDashboard($id: ID!) {\n    deleteDashboard(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteDashboard($id: ID!) {\n    deleteDashboard(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DashboardParameterBatches($uuids: [String!]!) {\n    deviceParameterBatches(uuids: $uuids, intervalMs: 500) {\n      values {\n        uuid\n        key\n        value\n        timeStamp\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription DashboardParameterBatches($uuids: [String!]!) {\n    deviceParameterBatches(uuids: $uuids, intervalMs: 500) {\n      values {\n        uuid\n        key\n        value\n        timeStamp\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DashboardDeviceStatuses($uuids: [String!]!) {\n    deviceStatusChanged(uuids: $uuids) {\n      uuid\n      status\n      device {\n        id\n        devalias\n        status\n        statusAt\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription DashboardDeviceStatuses($uuids: [String!]!) {\n    deviceStatusChanged(uuids: $uuids) {\n      uuid\n      status\n      device {\n        id\n        devalias\n        status\n        statusAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DashboardDeviceEfficiency($uuid: String!) {\n    deviceEfficiency(uuid: $uuid) {\n      uuid\n      efficiency {\n        timeStamp\n        items {\n          status\n          time\n        }\n      }\n      timeline {\n        status\n        value {\n          timeStamp\n          status\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription DashboardDeviceEfficiency($uuid: String!) {\n    deviceEfficiency(uuid: $uuid) {\n      uuid\n      efficiency {\n        timeStamp\n        items {\n          status\n          time\n        }\n      }\n      timeline {\n        status\n        value {\n          timeStamp\n          status\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardEditor($id: ID!) {\n    dashboard(id: $id) {\n      id\n      name\n      description\n      content\n      version\n      canEdit\n    }\n  }\n"): (typeof documents)["\n  query DashboardEditor($id: ID!) {\n    dashboard(id: $id) {\n      id\n      name\n      description\n      content\n      version\n      canEdit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDashboardFromDesigner($input: SaveDashboardInput!) {\n    saveDashboard(input: $input) {\n      id\n      version\n      updatedAt\n      coverIcon\n    }\n  }\n"): (typeof documents)["\n  mutation SaveDashboardFromDesigner($input: SaveDashboardInput!) {\n    saveDashboard(input: $input) {\n      id\n      version\n      updatedAt\n      coverIcon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyDashboardFromDesigner($input: CreateDashboardInput!) {\n    createDashboard(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CopyDashboardFromDesigner($input: CreateDashboardInput!) {\n    createDashboard(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardList($name: String, $page: Int!, $pageSize: Int!) {\n    dashboards(name: $name, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        description\n        coverIcon\n        updatedAt\n        userAccount\n        version\n        canEdit\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardList($name: String, $page: Int!, $pageSize: Int!) {\n    dashboards(name: $name, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        description\n        coverIcon\n        updatedAt\n        userAccount\n        version\n        canEdit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardView($id: ID!) {\n    dashboard(id: $id) {\n      id\n      name\n      content\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query DashboardView($id: ID!) {\n    dashboard(id: $id) {\n      id\n      name\n      content\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeviceAlarmRules($deviceId: ID!) {\n    deviceAlarmRules(deviceId: $deviceId) {\n      id\n      param\n      kind\n      high\n      low\n      lifetime\n      advance\n      op\n      value\n      interval\n      opensRepair\n    }\n  }\n"): (typeof documents)["\n  query DeviceAlarmRules($deviceId: ID!) {\n    deviceAlarmRules(deviceId: $deviceId) {\n      id\n      param\n      kind\n      high\n      low\n      lifetime\n      advance\n      op\n      value\n      interval\n      opensRepair\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDeviceAlarmRules($deviceId: ID!, $rules: [AlarmRuleInput!]!) {\n    setDeviceAlarmRules(deviceId: $deviceId, rules: $rules) {\n      id\n      param\n    }\n  }\n"): (typeof documents)["\n  mutation SetDeviceAlarmRules($deviceId: ID!, $rules: [AlarmRuleInput!]!) {\n    setDeviceAlarmRules(deviceId: $deviceId, rules: $rules) {\n      id\n      param\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeviceAttributes($deviceId: ID!) {\n    deviceAttributes(deviceId: $deviceId) {\n      id\n      identifier\n      name\n      access\n      standard\n      dataType\n      min\n      max\n      unit\n      step\n      description\n    }\n  }\n"): (typeof documents)["\n  query DeviceAttributes($deviceId: ID!) {\n    deviceAttributes(deviceId: $deviceId) {\n      id\n      identifier\n      name\n      access\n      standard\n      dataType\n      min\n      max\n      unit\n      step\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDeviceAttributes($deviceId: ID!, $attributes: [DeviceAttributeInput!]!) {\n    setDeviceAttributes(deviceId: $deviceId, attributes: $attributes) {\n      id\n      identifier\n    }\n  }\n"): (typeof documents)["\n  mutation SetDeviceAttributes($deviceId: ID!, $attributes: [DeviceAttributeInput!]!) {\n    setDeviceAttributes(deviceId: $deviceId, attributes: $attributes) {\n      id\n      identifier\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeviceBindings($deviceId: ID!) {\n    deviceBindings(deviceId: $deviceId) {\n      id\n      userId\n      name\n      account\n      role\n    }\n    deviceArchiveChoices {\n      members {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeviceBindings($deviceId: ID!) {\n    deviceBindings(deviceId: $deviceId) {\n      id\n      userId\n      name\n      account\n      role\n    }\n    deviceArchiveChoices {\n      members {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BindDeviceUser($deviceId: ID!, $userId: ID!, $role: DeviceBindingRole!) {\n    bindDeviceUser(deviceId: $deviceId, userId: $userId, role: $role) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation BindDeviceUser($deviceId: ID!, $userId: ID!, $role: DeviceBindingRole!) {\n    bindDeviceUser(deviceId: $deviceId, userId: $userId, role: $role) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnbindDeviceUser($deviceId: ID!, $userId: ID!) {\n    unbindDeviceUser(deviceId: $deviceId, userId: $userId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UnbindDeviceUser($deviceId: ID!, $userId: ID!) {\n    unbindDeviceUser(deviceId: $deviceId, userId: $userId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferDeviceAdministrator($deviceId: ID!, $userId: ID!) {\n    transferDeviceAdministrator(deviceId: $deviceId, userId: $userId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation TransferDeviceAdministrator($deviceId: ID!, $userId: ID!) {\n    transferDeviceAdministrator(deviceId: $deviceId, userId: $userId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecommissionDevice($id: ID!, $password: String!) {\n    decommissionDevice(id: $id, password: $password) {\n      id\n      decommissionedAt\n      administrator {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DecommissionDevice($id: ID!, $password: String!) {\n    decommissionDevice(id: $id, password: $password) {\n      id\n      decommissionedAt\n      administrator {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeviceQrCodes($factoryNumber: String!) {\n    qrCodes(factoryNumber: $factoryNumber, pageSize: 50) {\n      total\n      items {\n        id\n        code\n        state\n        remark\n        jumpPath\n        deviceId\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeviceQrCodes($factoryNumber: String!) {\n    qrCodes(factoryNumber: $factoryNumber, pageSize: 50) {\n      total\n      items {\n        id\n        code\n        state\n        remark\n        jumpPath\n        deviceId\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateQrCodes($input: QrBatchInput!) {\n    generateQrCodes(input: $input) {\n      id\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateQrCodes($input: QrBatchInput!) {\n    generateQrCodes(input: $input) {\n      id\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BindQrCode($id: ID!, $deviceId: ID!) {\n    bindQrCode(id: $id, deviceId: $deviceId) {\n      id\n      state\n      deviceId\n    }\n  }\n"): (typeof documents)["\n  mutation BindQrCode($id: ID!, $deviceId: ID!) {\n    bindQrCode(id: $id, deviceId: $deviceId) {\n      id\n      state\n      deviceId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateDeviceCredential($id: ID!) {\n    rotateDeviceCredential(id: $id) {\n      username\n      password\n      mqttPort\n    }\n  }\n"): (typeof documents)["\n  mutation RotateDeviceCredential($id: ID!) {\n    rotateDeviceCredential(id: $id) {\n      username\n      password\n      mqttPort\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeviceArchiveForm($id: ID!, $withArchive: Boolean!) {\n    deviceArchive(id: $id) @include(if: $withArchive) {\n      id\n      uuid\n      tenantId\n      factoryNumber\n      devalias\n      model\n      industry\n      location\n      receiveAlarm\n      customParams {\n        name\n        value\n      }\n      customer {\n        id\n        name\n      }\n      maintainer {\n        id\n        name\n      }\n    }\n    deviceArchiveChoices {\n      customers {\n        id\n        name\n      }\n      members {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeviceArchiveForm($id: ID!, $withArchive: Boolean!) {\n    deviceArchive(id: $id) @include(if: $withArchive) {\n      id\n      uuid\n      tenantId\n      factoryNumber\n      devalias\n      model\n      industry\n      location\n      receiveAlarm\n      customParams {\n        name\n        value\n      }\n      customer {\n        id\n        name\n      }\n      maintainer {\n        id\n        name\n      }\n    }\n    deviceArchiveChoices {\n      customers {\n        id\n        name\n      }\n      members {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterDevice($input: DeviceArchiveInput!) {\n    registerDevice(input: $input) {\n      archive {\n        id\n        uuid\n        devalias\n      }\n      credential {\n        username\n        password\n        mqttPort\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterDevice($input: DeviceArchiveInput!) {\n    registerDevice(input: $input) {\n      archive {\n        id\n        uuid\n        devalias\n      }\n      credential {\n        username\n        password\n        mqttPort\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDeviceArchive($id: ID!, $input: DeviceArchiveInput!) {\n    updateDeviceArchive(id: $id, input: $input) {\n      id\n      devalias\n      factoryNumber\n      model\n      location\n      receiveAlarm\n      tenantId\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDeviceArchive($id: ID!, $input: DeviceArchiveInput!) {\n    updateDeviceArchive(id: $id, input: $input) {\n      id\n      devalias\n      factoryNumber\n      model\n      location\n      receiveAlarm\n      tenantId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeviceArchives(\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $factoryNumber: String\n    $customerId: ID\n    $state: DeviceArchiveState\n    $sortKey: DeviceArchiveSortKey\n    $sortDirection: SortDirection\n  ) {\n    deviceArchives(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      factoryNumber: $factoryNumber\n      customerId: $customerId\n      state: $state\n      sortKey: $sortKey\n      sortDirection: $sortDirection\n    ) {\n      version\n      page {\n        total\n        items {\n          id\n          uuid\n          devalias\n          status\n          factoryNumber\n          model\n          location\n          createdAt\n          decommissionedAt\n          refusedReadings\n          customer {\n            id\n            name\n          }\n          maintainer {\n            id\n            name\n          }\n          administrator {\n            id\n            name\n          }\n        }\n      }\n    }\n    deviceArchiveChoices {\n      customers {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeviceArchives(\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $factoryNumber: String\n    $customerId: ID\n    $state: DeviceArchiveState\n    $sortKey: DeviceArchiveSortKey\n    $sortDirection: SortDirection\n  ) {\n    deviceArchives(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      factoryNumber: $factoryNumber\n      customerId: $customerId\n      state: $state\n      sortKey: $sortKey\n      sortDirection: $sortDirection\n    ) {\n      version\n      page {\n        total\n        items {\n          id\n          uuid\n          devalias\n          status\n          factoryNumber\n          model\n          location\n          createdAt\n          decommissionedAt\n          refusedReadings\n          customer {\n            id\n            name\n          }\n          maintainer {\n            id\n            name\n          }\n          administrator {\n            id\n            name\n          }\n        }\n      }\n    }\n    deviceArchiveChoices {\n      customers {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicQrPage($code: String!) {\n    qrCodePage(code: $code) {\n      code\n      state\n      model\n      devalias\n      owner\n      sn\n      repairAvailable\n    }\n  }\n"): (typeof documents)["\n  query PublicQrPage($code: String!) {\n    qrCodePage(code: $code) {\n      code\n      state\n      model\n      devalias\n      owner\n      sn\n      repairAvailable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QrSheet($factoryNumber: String!, $origin: String!) {\n    qrCodes(factoryNumber: $factoryNumber, pageSize: 50, origin: $origin) {\n      total\n      items {\n        id\n        code\n        remark\n        state\n        svg\n      }\n    }\n  }\n"): (typeof documents)["\n  query QrSheet($factoryNumber: String!, $origin: String!) {\n    qrCodes(factoryNumber: $factoryNumber, pageSize: 50, origin: $origin) {\n      total\n      items {\n        id\n        code\n        remark\n        state\n        svg\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query DeviceReliability($uuid: String!, $start: String!, $end: String!) {\n    deviceReliability(uuid: $uuid, start: $start, end: $end) {\n      ...ReliabilityFigures_reliability @unmask\n    }\n  }\n"): (typeof documents)["\n  query DeviceReliability($uuid: String!, $start: String!, $end: String!) {\n    deviceReliability(uuid: $uuid, start: $start, end: $end) {\n      ...ReliabilityFigures_reliability @unmask\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment CheckOrderFields on CheckOrder {\n    id\n    number\n    stage\n    planName\n    sn\n    model\n    customer\n    address\n    dueDate\n    principalId\n    principalAlias\n    submittedById\n    overseenByMe\n    createTime\n    submittedAt\n    completedAt\n    items {\n      name\n      result\n      note\n      repairOrderId\n    }\n  }\n"): (typeof documents)["\n  fragment CheckOrderFields on CheckOrder {\n    id\n    number\n    stage\n    planName\n    sn\n    model\n    customer\n    address\n    dueDate\n    principalId\n    principalAlias\n    submittedById\n    overseenByMe\n    createTime\n    submittedAt\n    completedAt\n    items {\n      name\n      result\n      note\n      repairOrderId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckOrder($id: ID!) {\n    checkOrder(id: $id) {\n      id\n      ...CheckOrderFields @unmask\n    }\n  }\n"): (typeof documents)["\n  query CheckOrder($id: ID!) {\n    checkOrder(id: $id) {\n      id\n      ...CheckOrderFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordCheckOrder(\n    $id: ID!\n    $items: [InspectionInput!]!\n    $submit: Boolean!\n  ) {\n    recordCheckOrder(id: $id, items: $items, submit: $submit) {\n      id\n      ...CheckOrderFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation RecordCheckOrder(\n    $id: ID!\n    $items: [InspectionInput!]!\n    $submit: Boolean!\n  ) {\n    recordCheckOrder(id: $id, items: $items, submit: $submit) {\n      id\n      ...CheckOrderFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptCheckOrder($id: ID!) {\n    acceptCheckOrder(id: $id) {\n      id\n      ...CheckOrderFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptCheckOrder($id: ID!) {\n    acceptCheckOrder(id: $id) {\n      id\n      ...CheckOrderFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReturnCheckOrder($id: ID!) {\n    returnCheckOrder(id: $id) {\n      id\n      ...CheckOrderFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation ReturnCheckOrder($id: ID!) {\n    returnCheckOrder(id: $id) {\n      id\n      ...CheckOrderFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenRepairFromCheckOrder($id: ID!, $itemIndex: Int!) {\n    openRepairFromCheckOrder(id: $id, itemIndex: $itemIndex) {\n      repairOrderId\n      repairOrderNumber\n      checkOrder {\n        id\n        ...CheckOrderFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OpenRepairFromCheckOrder($id: ID!, $itemIndex: Int!) {\n    openRepairFromCheckOrder(id: $id, itemIndex: $itemIndex) {\n      repairOrderId\n      repairOrderNumber\n      checkOrder {\n        id\n        ...CheckOrderFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckOrders($page: Int!, $pageSize: Int!, $stage: CheckStageFilter!, $number: String, $sn: String, $planName: String, $sortKey: CheckSortKey!, $sortDirection: SortDirection!) {\n    checkOrders(page: $page, pageSize: $pageSize, stage: $stage, number: $number, sn: $sn, planName: $planName, sortKey: $sortKey, sortDirection: $sortDirection) {\n      version\n      page {\n        total\n        page\n        pageSize\n        items {\n          id\n          number\n          stage\n          planName\n          sn\n          model\n          customer\n          dueDate\n          principalAlias\n          createTime\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckOrders($page: Int!, $pageSize: Int!, $stage: CheckStageFilter!, $number: String, $sn: String, $planName: String, $sortKey: CheckSortKey!, $sortDirection: SortDirection!) {\n    checkOrders(page: $page, pageSize: $pageSize, stage: $stage, number: $number, sn: $sn, planName: $planName, sortKey: $sortKey, sortDirection: $sortDirection) {\n      version\n      page {\n        total\n        page\n        pageSize\n        items {\n          id\n          number\n          stage\n          planName\n          sn\n          model\n          customer\n          dueDate\n          principalAlias\n          createTime\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MaintenancePlan($id: ID!) {\n    maintenancePlan(id: $id) {\n      id\n      version\n      name\n      firstDate\n      cycle\n      unit\n      daysAhead\n      mode\n      dispatchTime\n      principalId\n      items\n      address\n      machines {\n        deviceId\n        sn\n      }\n      pictures {\n        filename\n        fileurl\n        filesize\n        md5name\n        bucketname\n      }\n      attachments {\n        filename\n        fileurl\n        filesize\n        md5name\n        bucketname\n      }\n    }\n  }\n"): (typeof documents)["\n  query MaintenancePlan($id: ID!) {\n    maintenancePlan(id: $id) {\n      id\n      version\n      name\n      firstDate\n      cycle\n      unit\n      daysAhead\n      mode\n      dispatchTime\n      principalId\n      items\n      address\n      machines {\n        deviceId\n        sn\n      }\n      pictures {\n        filename\n        fileurl\n        filesize\n        md5name\n        bucketname\n      }\n      attachments {\n        filename\n        fileurl\n        filesize\n        md5name\n        bucketname\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanChoices {\n    maintenancePlanMembers {\n      id\n      name\n    }\n    deviceArchives(page: 1, pageSize: 50, sortKey: factoryNumber, sortDirection: asc) {\n      page {\n        items {\n          id\n          devalias\n          factoryNumber\n          model\n          customer {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlanChoices {\n    maintenancePlanMembers {\n      id\n      name\n    }\n    deviceArchives(page: 1, pageSize: 50, sortKey: factoryNumber, sortDirection: asc) {\n      page {\n        items {\n          id\n          devalias\n          factoryNumber\n          model\n          customer {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMaintenancePlan($input: MaintenancePlanInput!) {\n    createMaintenancePlan(input: $input) {\n      id\n      nextDueDate\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMaintenancePlan($input: MaintenancePlanInput!) {\n    createMaintenancePlan(input: $input) {\n      id\n      nextDueDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMaintenancePlan($id: ID!, $input: MaintenancePlanInput!, $baseVersion: Int) {\n    updateMaintenancePlan(id: $id, input: $input, baseVersion: $baseVersion) {\n      id\n      version\n      name\n      nextDueDate\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMaintenancePlan($id: ID!, $input: MaintenancePlanInput!, $baseVersion: Int) {\n    updateMaintenancePlan(id: $id, input: $input, baseVersion: $baseVersion) {\n      id\n      version\n      name\n      nextDueDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MaintenancePlans($page: Int!, $pageSize: Int!, $name: String, $sortKey: PlanSortKey!, $sortDirection: SortDirection!) {\n    maintenancePlans(page: $page, pageSize: $pageSize, name: $name, sortKey: $sortKey, sortDirection: $sortDirection) {\n      version\n      page {\n        total\n        page\n        pageSize\n        items {\n          id\n          name\n          firstDate\n          cycle\n          unit\n          mode\n          daysAhead\n          dispatchTime\n          nextDueDate\n          principalAlias\n          customers\n          machines {\n            deviceId\n            sn\n          }\n          createTime\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MaintenancePlans($page: Int!, $pageSize: Int!, $name: String, $sortKey: PlanSortKey!, $sortDirection: SortDirection!) {\n    maintenancePlans(page: $page, pageSize: $pageSize, name: $name, sortKey: $sortKey, sortDirection: $sortDirection) {\n      version\n      page {\n        total\n        page\n        pageSize\n        items {\n          id\n          name\n          firstDate\n          cycle\n          unit\n          mode\n          daysAhead\n          dispatchTime\n          nextDueDate\n          principalAlias\n          customers\n          machines {\n            deviceId\n            sn\n          }\n          createTime\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMaintenancePlan($id: ID!) {\n    deleteMaintenancePlan(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteMaintenancePlan($id: ID!) {\n    deleteMaintenancePlan(id: $id)\n  }\n"];
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
export function graphql(source: "\n  query MemberDetail($id: ID!) {\n    member(id: $id) {\n      id\n      account\n      name\n      role\n      phone\n      email\n      remarkName\n      gender\n      status\n      serviceCustomerName\n      location\n      updatedAt\n      checkIns {\n        id\n        at\n        place\n      }\n    }\n  }\n"): (typeof documents)["\n  query MemberDetail($id: ID!) {\n    member(id: $id) {\n      id\n      account\n      name\n      role\n      phone\n      email\n      remarkName\n      gender\n      status\n      serviceCustomerName\n      location\n      updatedAt\n      checkIns {\n        id\n        at\n        place\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Members($page: Int!, $pageSize: Int!, $search: String, $status: MemberStatus, $sortKey: MemberSortKey, $sortDirection: SortDirection) {\n    members(page: $page, pageSize: $pageSize, search: $search, status: $status, sortKey: $sortKey, sortDirection: $sortDirection) {\n      total\n      page\n      pageSize\n      items {\n        id\n        account\n        name\n        role\n        phone\n        email\n        remarkName\n        gender\n        status\n        serviceCustomerId\n        serviceCustomerName\n        location\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query Members($page: Int!, $pageSize: Int!, $search: String, $status: MemberStatus, $sortKey: MemberSortKey, $sortDirection: SortDirection) {\n    members(page: $page, pageSize: $pageSize, search: $search, status: $status, sortKey: $sortKey, sortDirection: $sortDirection) {\n      total\n      page\n      pageSize\n      items {\n        id\n        account\n        name\n        role\n        phone\n        email\n        remarkName\n        gender\n        status\n        serviceCustomerId\n        serviceCustomerName\n        location\n        updatedAt\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query ProductManual($id: ID!) {\n    productManual(id: $id) {\n      id\n      name\n      model\n      description\n      note\n      status\n      version\n      coverPicture {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      detailPictures {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      files {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      params {\n        name\n        value\n      }\n      tags {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductManual($id: ID!) {\n    productManual(id: $id) {\n      id\n      name\n      model\n      description\n      note\n      status\n      version\n      coverPicture {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      detailPictures {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      files {\n        filename\n        fileurl\n        md5name\n        bucketname\n        filesize\n      }\n      params {\n        name\n        value\n      }\n      tags {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProductManual($input: ProductManualInput!) {\n    createProductManual(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProductManual($input: ProductManualInput!) {\n    createProductManual(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProductManual(\n    $id: ID!\n    $input: ProductManualInput!\n    $baseVersion: Int\n  ) {\n    updateProductManual(id: $id, input: $input, baseVersion: $baseVersion) {\n      id\n      name\n      model\n      description\n      note\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProductManual(\n    $id: ID!\n    $input: ProductManualInput!\n    $baseVersion: Int\n  ) {\n    updateProductManual(id: $id, input: $input, baseVersion: $baseVersion) {\n      id\n      name\n      model\n      description\n      note\n      version\n    }\n  }\n"];
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
export function graphql(source: "\n  query LookupEditorMe {\n    me {\n      id\n      tenantId\n    }\n  }\n"): (typeof documents)["\n  query LookupEditorMe {\n    me {\n      id\n      tenantId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplaceRepairLookup($kind: RepairLookupKind!, $entries: [RepairLookupEntryInput!]!) {\n    replaceRepairLookup(kind: $kind, entries: $entries) {\n      ...RepairLookupListFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation ReplaceRepairLookup($kind: RepairLookupKind!, $entries: [RepairLookupEntryInput!]!) {\n    replaceRepairLookup(kind: $kind, entries: $entries) {\n      ...RepairLookupListFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetRepairLookup($kind: RepairLookupKind!) {\n    resetRepairLookup(kind: $kind) {\n      ...RepairLookupListFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation ResetRepairLookup($kind: RepairLookupKind!) {\n    resetRepairLookup(kind: $kind) {\n      ...RepairLookupListFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemindRepairOrder($id: ID!, $afterMinutes: Int!) {\n    remindRepairOrder(id: $id, afterMinutes: $afterMinutes) {\n      id\n      dueAt\n    }\n  }\n"): (typeof documents)["\n  mutation RemindRepairOrder($id: ID!, $afterMinutes: Int!) {\n    remindRepairOrder(id: $id, afterMinutes: $afterMinutes) {\n      id\n      dueAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RepairMembers($orderId: ID!) {\n    repairMembers(orderId: $orderId) {\n      id\n      name\n      role\n    }\n  }\n"): (typeof documents)["\n  query RepairMembers($orderId: ID!) {\n    repairMembers(orderId: $orderId) {\n      id\n      name\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DispatchRepairOrder($id: ID!, $memberId: ID!) {\n    dispatchRepairOrder(id: $id, memberId: $memberId) {\n      id\n      state\n      status\n      progress\n      principalId\n      principalAlias\n    }\n  }\n"): (typeof documents)["\n  mutation DispatchRepairOrder($id: ID!, $memberId: ID!) {\n    dispatchRepairOrder(id: $id, memberId: $memberId) {\n      id\n      state\n      status\n      progress\n      principalId\n      principalAlias\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptRepairOrder($id: ID!) {\n    acceptRepairOrder(id: $id) {\n      id\n      state\n      status\n      progress\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptRepairOrder($id: ID!) {\n    acceptRepairOrder(id: $id) {\n      id\n      state\n      status\n      progress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferRepairOrder($id: ID!, $memberId: ID!) {\n    transferRepairOrder(id: $id, memberId: $memberId) {\n      id\n      state\n      principalId\n      principalAlias\n    }\n  }\n"): (typeof documents)["\n  mutation TransferRepairOrder($id: ID!, $memberId: ID!) {\n    transferRepairOrder(id: $id, memberId: $memberId) {\n      id\n      state\n      principalId\n      principalAlias\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseRepairOrder($id: ID!, $serviceRecord: String!) {\n    closeRepairOrder(id: $id, serviceRecord: $serviceRecord) {\n      id\n      state\n      status\n      progress\n      serviceRecord\n    }\n  }\n"): (typeof documents)["\n  mutation CloseRepairOrder($id: ID!, $serviceRecord: String!) {\n    closeRepairOrder(id: $id, serviceRecord: $serviceRecord) {\n      id\n      state\n      status\n      progress\n      serviceRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EvaluateRepairOrder($id: ID!, $input: RepairEvaluationInput!) {\n    evaluateRepairOrder(id: $id, input: $input) {\n      id\n      state\n      status\n      progress\n      evaluationOverall\n      evaluationResponseSpeed\n      evaluationRepairQuality\n      evaluationServiceAttitude\n      evaluationComment\n    }\n  }\n"): (typeof documents)["\n  mutation EvaluateRepairOrder($id: ID!, $input: RepairEvaluationInput!) {\n    evaluateRepairOrder(id: $id, input: $input) {\n      id\n      state\n      status\n      progress\n      evaluationOverall\n      evaluationResponseSpeed\n      evaluationRepairQuality\n      evaluationServiceAttitude\n      evaluationComment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RepairOrderHome {\n    repairOrderHome {\n      version\n      counts {\n        unclosed\n        unprocessed\n      }\n      unclosed {\n        id\n        number\n        state\n        status\n        sn\n        model\n        company\n        createTime\n      }\n      unprocessed {\n        id\n        number\n        state\n        status\n        sn\n        model\n        company\n        createTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query RepairOrderHome {\n    repairOrderHome {\n      version\n      counts {\n        unclosed\n        unprocessed\n      }\n      unclosed {\n        id\n        number\n        state\n        status\n        sn\n        model\n        company\n        createTime\n      }\n      unprocessed {\n        id\n        number\n        state\n        status\n        sn\n        model\n        company\n        createTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicRepairForm($sn: String!) {\n    publicRepairForm(sn: $sn) {\n      sn\n      model\n      lookups {\n        kind\n        entries {\n          key\n          label\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicRepairForm($sn: String!) {\n    publicRepairForm(sn: $sn) {\n      sn\n      model\n      lookups {\n        kind\n        entries {\n          key\n          label\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicRepairsBySn($sn: String!) {\n    publicRepairsBySn(sn: $sn) {\n      number\n      status\n      progress\n      createTime\n      updateTime\n    }\n  }\n"): (typeof documents)["\n  query PublicRepairsBySn($sn: String!) {\n    publicRepairsBySn(sn: $sn) {\n      number\n      status\n      progress\n      createTime\n      updateTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RepairReportChallenge {\n    repairReportChallenge\n  }\n"): (typeof documents)["\n  mutation RepairReportChallenge {\n    repairReportChallenge\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RepairReportPass($sn: String!, $challenge: String!) {\n    repairReportPass(sn: $sn, challenge: $challenge) {\n      pass\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation RepairReportPass($sn: String!, $challenge: String!) {\n    repairReportPass(sn: $sn, challenge: $challenge) {\n      pass\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportRepairPublic($input: PublicRepairInput!) {\n    reportRepairPublic(input: $input) {\n      number\n      allowQueryBySn\n    }\n  }\n"): (typeof documents)["\n  mutation ReportRepairPublic($input: PublicRepairInput!) {\n    reportRepairPublic(input: $input) {\n      number\n      allowQueryBySn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RepairOrder($id: ID!) {\n    repairOrder(id: $id) {\n      id\n      number\n      state\n      status\n      progress\n      type\n      serviceMode\n      solution\n      sn\n      model\n      description\n      alarmCause\n      contactName\n      mobile\n      email\n      company\n      address\n      agent\n      allowQueryBySn\n      remark\n      principalId\n      principalInMyTenants\n      principalAlias\n      applicantId\n      serviceRecord\n      evaluationOverall\n      evaluationResponseSpeed\n      evaluationRepairQuality\n      evaluationServiceAttitude\n      evaluationComment\n      createTime\n      updateTime\n      pictures {\n        filename\n        fileurl\n        md5name\n      }\n      attachments {\n        filename\n        fileurl\n        md5name\n      }\n      timeline {\n        id\n        operateType\n        operatorAlias\n        receiverAlias\n        createTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query RepairOrder($id: ID!) {\n    repairOrder(id: $id) {\n      id\n      number\n      state\n      status\n      progress\n      type\n      serviceMode\n      solution\n      sn\n      model\n      description\n      alarmCause\n      contactName\n      mobile\n      email\n      company\n      address\n      agent\n      allowQueryBySn\n      remark\n      principalId\n      principalInMyTenants\n      principalAlias\n      applicantId\n      serviceRecord\n      evaluationOverall\n      evaluationResponseSpeed\n      evaluationRepairQuality\n      evaluationServiceAttitude\n      evaluationComment\n      createTime\n      updateTime\n      pictures {\n        filename\n        fileurl\n        md5name\n      }\n      attachments {\n        filename\n        fileurl\n        md5name\n      }\n      timeline {\n        id\n        operateType\n        operatorAlias\n        receiverAlias\n        createTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RepairOrders(\n    $page: Int!\n    $pageSize: Int!\n    $status: RepairStatusFilter!\n    $number: String\n    $sn: String\n    $model: String\n    $company: String\n    $contactName: String\n    $sortKey: RepairSortKey!\n    $sortDirection: SortDirection!\n  ) {\n    repairOrders(\n      page: $page\n      pageSize: $pageSize\n      status: $status\n      number: $number\n      sn: $sn\n      model: $model\n      company: $company\n      contactName: $contactName\n      sortKey: $sortKey\n      sortDirection: $sortDirection\n    ) {\n      version\n      page {\n        total\n        page\n        pageSize\n        items {\n          id\n          number\n          state\n          status\n          progress\n          sn\n          model\n          company\n          contactName\n          principalAlias\n          description\n          alarmCause\n          createTime\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RepairOrders(\n    $page: Int!\n    $pageSize: Int!\n    $status: RepairStatusFilter!\n    $number: String\n    $sn: String\n    $model: String\n    $company: String\n    $contactName: String\n    $sortKey: RepairSortKey!\n    $sortDirection: SortDirection!\n  ) {\n    repairOrders(\n      page: $page\n      pageSize: $pageSize\n      status: $status\n      number: $number\n      sn: $sn\n      model: $model\n      company: $company\n      contactName: $contactName\n      sortKey: $sortKey\n      sortDirection: $sortDirection\n    ) {\n      version\n      page {\n        total\n        page\n        pageSize\n        items {\n          id\n          number\n          state\n          status\n          progress\n          sn\n          model\n          company\n          contactName\n          principalAlias\n          description\n          alarmCause\n          createTime\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RepairLookupListFields on RepairLookupList {\n    kind\n    tenantId\n    entries {\n      key\n      label\n    }\n  }\n"): (typeof documents)["\n  fragment RepairLookupListFields on RepairLookupList {\n    kind\n    tenantId\n    entries {\n      key\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RepairLookups {\n    repairLookups {\n      ...RepairLookupListFields @unmask\n    }\n  }\n"): (typeof documents)["\n  query RepairLookups {\n    repairLookups {\n      ...RepairLookupListFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportRepairOrder($input: RepairOrderInput!) {\n    reportRepairOrder(input: $input) {\n      id\n      number\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation ReportRepairOrder($input: RepairOrderInput!) {\n    reportRepairOrder(input: $input) {\n      id\n      number\n      state\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation AddMember($input: AddMemberInput!) {\n    addMember(input: $input) {\n      id\n      account\n      name\n      role\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AddMember($input: AddMemberInput!) {\n    addMember(input: $input) {\n      id\n      account\n      name\n      role\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      id\n      name\n      account\n      role\n      phone\n      email\n      createdAt\n      updatedAt\n      tenant {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      id\n      name\n      account\n      role\n      phone\n      email\n      createdAt\n      updatedAt\n      tenant {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMemberAccount($id: ID!, $input: MemberAccountInput!) {\n    updateMemberAccount(id: $id, input: $input) {\n      id\n      account\n      name\n      role\n      phone\n      email\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMemberAccount($id: ID!, $input: MemberAccountInput!) {\n    updateMemberAccount(id: $id, input: $input) {\n      id\n      account\n      name\n      role\n      phone\n      email\n      updatedAt\n    }\n  }\n"];
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
export function graphql(source: "\n  query DeviceAlarmTable($uuid: String!) {\n    deviceAlarms(uuid: $uuid, page: 1, pageSize: 10) {\n      total\n      items {\n        value\n        timeStamp\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeviceAlarmTable($uuid: String!) {\n    deviceAlarms(uuid: $uuid, page: 1, pageSize: 10) {\n      total\n      items {\n        value\n        timeStamp\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReliabilityFigures_reliability on Reliability {\n    start\n    end\n    failures\n    openFailures\n    repairs\n    mtbfSeconds\n    mttrSeconds\n  }\n"): (typeof documents)["\n  fragment ReliabilityFigures_reliability on Reliability {\n    start\n    end\n    failures\n    openFailures\n    repairs\n    mtbfSeconds\n    mttrSeconds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DeviceEfficiency($uuid: String!) {\n    deviceEfficiency(uuid: $uuid) {\n      uuid\n      efficiency {\n        timeStamp\n        items {\n          status\n          time\n        }\n      }\n      timeline {\n        status\n        value {\n          timeStamp\n          status\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription DeviceEfficiency($uuid: String!) {\n    deviceEfficiency(uuid: $uuid) {\n      uuid\n      efficiency {\n        timeStamp\n        items {\n          status\n          time\n        }\n      }\n      timeline {\n        status\n        value {\n          timeStamp\n          status\n        }\n      }\n    }\n  }\n"];
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