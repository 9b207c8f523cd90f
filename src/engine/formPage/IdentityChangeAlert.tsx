// A record whose saved identity fields (the UI file's state.identityFields: the filing's credit
// code, customs code...) differ from the approved record: the change waits for a declaration and
// the reviewer, and until then the session, new bills and the agreement keep the approved values
// (docs/company-filing.md). The page says so above the record, field by field.
import { Alert } from 'antd';
import { identityChangeText, MSG_IDENTITY_CHANGE_HINT, MSG_IDENTITY_CHANGE_PENDING, type IdentityChange } from '#core/forms/index.ts';

export function IdentityChangeAlert({ change }: { change: IdentityChange }) {
  return (
    <Alert
      className="form-page-identity-change"
      type="warning"
      showIcon
      role="status"
      title={`${MSG_IDENTITY_CHANGE_PENDING}：${identityChangeText(change)}`}
      description={MSG_IDENTITY_CHANGE_HINT}
    />
  );
}
