// Row shapes of the tables created by the migrations. Times are epoch milliseconds (bigint
// columns, read back as numbers on both dialects); flags are 0/1 integers because SQLite has
// no boolean type and both dialects must answer the same values.
import type { Generated } from 'kysely';

export type UserType = 'ADMIN' | 'USER';
export type UserState = 'EFFECTIVE' | 'INVALID';

export interface CompanyTable {
  id: Generated<number>;
  code: string;
  name: string;
  created_at: number;
}

export interface AppUserTable {
  id: Generated<number>;
  login_name: string;
  username: string;
  password_hash: string;
  user_type: UserType;
  company_id: number | null;
  state: UserState;
  password_changed_at: number;
  /** 1 when the password must be changed before the next login (weak or reset). */
  must_change_password: number;
  created_at: number;
}

export interface ModuleTable {
  id: Generated<number>;
  parent_id: number | null;
  module_key: string;
  uri: string;
  name: string;
  icon: string | null;
  sort_no: number;
}

export interface ModuleButtonTable {
  id: Generated<number>;
  module_id: number;
  code: string;
}

export interface UserModuleTable {
  user_id: number;
  module_id: number;
}

export interface UserButtonTable {
  user_id: number;
  module_button_id: number;
}

export interface CaptchaTable {
  id: string;
  text: string;
  expires_at: number;
  used: number;
  /** Client address that asked for it (per-address limit). */
  ip: string | null;
}

export interface RefreshTokenTable {
  id: Generated<number>;
  /** sha256 of the opaque token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  expires_at: number;
  used_at: number | null;
  revoked: number;
  /** The sign-in the token was rotated from (null for tokens issued before sessions existed). */
  session_id: string | null;
}

export interface SessionTable {
  /** Random id, the access token's sid claim. */
  id: string;
  user_id: number;
  created_at: number;
  /** The session lives as long as its newest refresh token. */
  expires_at: number;
  /** Set by logout, theft detection, a password change or freezing the account. */
  revoked_at: number | null;
}

export interface RateCounterTable {
  key: string;
  window_start: number;
  /** Events counted in the window (attempts, captchas, uploads). */
  hits: number;
  /** A quantity summed in the window (bytes of uploads); 0 when unused. */
  amount: number;
}

export interface SsoJtiTable {
  jti: string;
  expires_at: number;
}

export interface LoginAttemptTable {
  id: Generated<number>;
  login_name: string;
  ip: string;
  succeeded: number;
  attempted_at: number;
}

export interface ServerSettingTable {
  key: string;
  value: string;
}

export interface DictionaryItemTable {
  id: Generated<number>;
  dic_code: string;
  value: string;
  name: string;
  sort_no: number;
}

export interface StateOptionTable {
  id: Generated<number>;
  mode: string;
  bill_type: string;
  state: string;
  state_name: string;
  sort_no: number;
}

/** A home-page shortcut the user chose (common functions); function_id is the wire id. */
export interface UserFunctionTable {
  user_id: number;
  function_id: string;
  sort_no: number;
}

/** A company's filing (§3.9): the form's fields as one JSON document (migration 0006). */
export interface CompanyFilingTable {
  company_id: number;
  data: string;
  approve_state: string;
  auth_code: string | null;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
  /** The fields as the reviewer last approved them (JSON); null for a company never approved (migration 0016). */
  approved_data: string | null;
  approved_at: number | null;
}

/** An approved value of a unique identity field of a company's filing (migration 0016): one company per field and value. */
export interface CompanyIdentityTable {
  field: string;
  value: string;
  company_id: number;
}

/** An attachment of a company's filing. */
export interface CompanyFileTable {
  id: Generated<number>;
  company_id: number;
  file_type: string;
  file_uri: string;
  file_name: string;
  created_at: number;
}

/** One step of a filing's review. */
export interface CompanyApprovalRecordTable {
  id: Generated<number>;
  company_id: number;
  operation_time: number;
  user_name: string;
  state: string;
  opinion: string | null;
  note: string | null;
}

/** A company parameter (§3.10). */
export interface CompanySettingTable {
  id: Generated<number>;
  company_id: number;
  type: string;
  code: string;
  value: string;
  created_at: number;
  updated_at: number;
}

/** A company's resource-centre account, created once by the upgrade wizard (migration 0007). */
export interface ResourceCentreAccountTable {
  company_id: number;
  login_name: string;
  biz_reg_no: string;
  password_hash: string;
  /** The agreement version the main account agreed to. */
  agreement_version: string;
  created_by: number;
  created_at: number;
}

/** A GB/T 2260 administrative division (migration 0008): province (level 1), city (2), district (3). */
export interface AreaTable {
  code: string;
  name: string;
  parent_code: string | null;
  level: number;
}

/** A request of an agent to settle for an e-commerce company (migration 0009). */
export interface AuthCommerceTable {
  id: Generated<number>;
  agent_company_id: number;
  agent_code: string;
  agent_name: string;
  commerce_code: string;
  commerce_name: string;
  state: string;
  created_at: number;
  updated_at: number;
}

/** A settlement application (migration 0010; money columns are exact decimal texts). */
export interface SettlementDeclareTable {
  id: Generated<number>;
  company_code: string;
  agent_name: string;
  ebc_code: string;
  ebc_name: string;
  ie_type: string;
  bank_code: string | null;
  bank_name: string | null;
  note: string | null;
  declare_no: string | null;
  state: string;
  total_amount: string;
  total_count: number;
  already_amount: string;
  currency: string | null;
  audit_opinion: string | null;
  review_due_at: number | null;
  app_time: string | null;
  create_time: string;
  update_time: string;
}

export interface SettlementBillTable {
  id: Generated<number>;
  declare_id: number;
  family: string;
  bill_id: number;
  amount: string;
  currency: string | null;
}

export interface SettlementVerificationTable {
  id: Generated<number>;
  company_code: string;
  declare_id: number;
  amount: string;
  state: string;
  audit_opinion: string | null;
  review_due_at: number | null;
  app_time: string;
  create_time: string;
  update_time: string;
}

/** The statistics' daily rollup (migration 0014, server/statistics/statistics-rollup.ts). */
export interface StatisticsDailyTable {
  company_code: string;
  source: string;
  kind: string;
  mode: string;
  day: string;
  customs: string;
  code: string;
  name: string;
  n: number;
  goods_value: string | number;
  gross_weight: string | number;
}

export interface SettlementRevokeTable {
  id: Generated<number>;
  company_code: string;
  kind: string;
  target_id: number;
  declare_no: string | null;
  reason: string;
  agent_name: string;
  bank_name: string | null;
  total_count: number;
  total_amount: string;
  audit_opinion: string | null;
  state_name: string;
  app_time: string | null;
  update_time: string;
}

/** News and notices (migration 0012, docs/content.md). */
export interface ContentItemTable {
  id: Generated<number>;
  type: string;
  title: string;
  content: string;
  excerpt: string;
  cover_file_id: string | null;
  create_time: string;
  update_time: string;
}

export interface ContentFileTable {
  id: Generated<number>;
  item_id: number;
  file_id: string;
  file_name: string;
  sort_no: number;
}

/** A waybill import of the subsidy application form (migration 0015). */
export interface SubsidyImportTable {
  id: Generated<number>;
  import_no: string;
  company_code: string;
  user_id: number;
  file_name: string;
  state: string;
  rows_read: number;
  total: number | null;
  error_count: number;
  /** JSON text: [{ row, message }], at most 100. */
  errors: string | null;
  message: string | null;
  used_by: number | null;
  create_time: string;
  update_time: string;
  /** While running: the moment (epoch ms) the running process's lease ends; passed = the process is gone (migration 0018). */
  lease_until: number | null;
}

/** An imported waybill row (migration 0015; gross_weight is an exact decimal text). */
export interface SubsidyBillTable {
  id: Generated<number>;
  company_code: string;
  import_no: string;
  row_no: number;
  pay_company_name: string;
  rec_company_name: string;
  bill_no: string;
  take_time: string;
  flight_no: string;
  flight_date: string;
  gross_weight: string;
}

/** A subsidy (data-verification) application (migration 0015). */
export interface SubsidyApplyTable {
  id: Generated<number>;
  company_code: string;
  company_name: string;
  apply_type: string;
  company_type: string;
  ck_start_time: string;
  ck_end_time: string;
  note: string | null;
  import_no: string;
  bill_count: number;
  state: string;
  due_at: number | null;
  apply_time: string;
  update_time: string;
}

export interface SubsidyApplyCompanyTable {
  id: Generated<number>;
  subsidy_id: number;
  rec_company_code: string;
  rec_company_name: string;
}

/** A verification result row of an approved application (migration 0015). */
export interface SubsidyResultTable {
  id: Generated<number>;
  subsidy_id: number;
  company_code: string;
  row_no: number;
  app_time: string | null;
  take_time: string | null;
  bill_no: string | null;
  voy_no: string | null;
  subcl_num: number | null;
  gross_weight: string | null;
  decl_no: string | null;
  road_no: string | null;
  notes: string | null;
}

/** A work ticket (migration 0013, docs/work-orders.md); times are China wall-clock texts. */
export interface WorkTicketTable {
  id: Generated<number>;
  company_code: string;
  user_id: number;
  ticket_num: string;
  ticket_type: string;
  ticket_title: string;
  ticket_content: string;
  telephone: string;
  promoter: string;
  state: string;
  reason: string | null;
  create_time: string;
  update_time: string;
}

export interface WorkTicketFileTable {
  id: Generated<number>;
  ticket_id: number;
  file_uri: string;
  file_name: string;
}

/** An open API key (migration 0024, docs/open-api.md); times are epoch ms. */
export interface ApiKeyTable {
  id: Generated<number>;
  /** ak_ + 20 hex: shown to the user, sent in X-Api-Key. */
  key_id: string;
  company_code: string;
  name: string;
  /** JSON array of scopes (core/open-api.ts). */
  scopes: string;
  /** The secret, AES-256-GCM under the key-encryption key (server/open-api/key-vault.ts). */
  secret_sealed: string;
  secret_sha256: string;
  created_by: number;
  created_at: number;
  revoked_at: number | null;
  last_used_at: number | null;
  /** Where the key's receipt callbacks go (migration 0026); null: none. */
  callback_url: string | null;
}

/** One callback of one event to one key (migration 0026, server/open-api/callbacks/). */
export interface CallbackDeliveryTable {
  id: Generated<number>;
  event_id: string;
  key_id: string;
  company_code: string;
  family: string;
  bill_id: number;
  business_key: string | null;
  /** The JSON body posted, as signed. */
  payload: string;
  /** pending, delivered or failed (given up after a day). */
  status: string;
  attempts: number;
  next_at: number;
  locked_until: number | null;
  created_at: number;
  delivered_at: number | null;
  last_status: number | null;
  last_error: string | null;
}

/** One try of a delivery, for the 接口密钥 screen's log. */
export interface CallbackAttemptTable {
  id: Generated<number>;
  delivery_id: number;
  key_id: string;
  at: number;
  http_status: number | null;
  error: string | null;
  duration_ms: number;
}

/** A nonce a key used within the last 10 minutes: (key_id, nonce) is the primary key. */
export interface ApiNonceTable {
  key_id: string;
  nonce: string;
  used_at: number;
}

export interface PortalDatabase {
  company: CompanyTable;
  app_user: AppUserTable;
  module: ModuleTable;
  module_button: ModuleButtonTable;
  user_module: UserModuleTable;
  user_button: UserButtonTable;
  captcha: CaptchaTable;
  refresh_token: RefreshTokenTable;
  session: SessionTable;
  rate_counter: RateCounterTable;
  sso_jti: SsoJtiTable;
  login_attempt: LoginAttemptTable;
  server_setting: ServerSettingTable;
  dictionary_item: DictionaryItemTable;
  state_option: StateOptionTable;
  user_function: UserFunctionTable;
  company_filing: CompanyFilingTable;
  company_identity: CompanyIdentityTable;
  company_file: CompanyFileTable;
  company_approval_record: CompanyApprovalRecordTable;
  company_setting: CompanySettingTable;
  resource_centre_account: ResourceCentreAccountTable;
  area: AreaTable;
  auth_commerce: AuthCommerceTable;
  settlement_declare: SettlementDeclareTable;
  settlement_bill: SettlementBillTable;
  settlement_verification: SettlementVerificationTable;
  settlement_revoke: SettlementRevokeTable;
  content_item: ContentItemTable;
  content_file: ContentFileTable;
  statistics_daily: StatisticsDailyTable;
  subsidy_import: SubsidyImportTable;
  subsidy_bill: SubsidyBillTable;
  subsidy_apply: SubsidyApplyTable;
  subsidy_apply_company: SubsidyApplyCompanyTable;
  subsidy_result: SubsidyResultTable;
  work_ticket: WorkTicketTable;
  work_ticket_file: WorkTicketFileTable;
  api_key: ApiKeyTable;
  api_nonce: ApiNonceTable;
  callback_delivery: CallbackDeliveryTable;
  callback_attempt: CallbackAttemptTable;
}
