// The one-time upgrade wizard for the company's resource-centre account (bill-families-and-
// screens.md §2 "Upgrade wizard", §5, §9; docs/agreement.md): 升级须知 (its 同意协议 button
// waits 5 seconds, counting down), 用户协议 (the agreement's text and document), 创建账号 (the
// initial password twice, by the wizard's rule; without a credit code an alert sends the user to
// customer service), 完成. 上一步 returns to the previous step.
import { useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Flex, Form, Input, Result, Spin, Steps, Typography } from 'antd';
import {
  MSG_CREDIT_CODE_MISSING,
  MSG_RS_PASSWORD_AGAIN_REQUIRED,
  MSG_RS_PASSWORD_MISMATCH,
  MSG_RS_PASSWORD_REQUIRED,
  MSG_RS_PASSWORD_RULE,
  NOTICE_COUNTDOWN_SECONDS,
  RS_PASSWORD_MAX,
  isValidRsPassword,
  type AgreementInfo,
  type AgreementTemplate,
  type CreatedRsAccount,
} from '#core/agreement.ts';
import { RESOURCE_CENTRE_URL } from '../../app/constants.ts';

export type WizardStep = 0 | 1 | 2 | 3;

export const WIZARD_STEP_TITLES = ['升级须知', '用户协议', '创建账号', '完成'] as const;

export interface UpgradeWizardProps {
  info: AgreementInfo;
  /** The agreement for the agreement step (asked when the step is first shown). */
  loadTemplate: () => Promise<AgreementTemplate>;
  /** Creates the account; rejects when the server refuses (the HTTP layer has said why). */
  onCreate: (password: string) => Promise<CreatedRsAccount>;
  /** 完成 on the success page. */
  onDone: () => void;
  /** Stories start on a later step. */
  initialStep?: WizardStep;
  /** Seconds left on the notice step's button (stories: 0 shows it enabled). */
  initialCountdown?: number;
}

type TemplateState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; template: AgreementTemplate };

interface PasswordValues {
  loginPwd: string;
  againPwd: string;
}

const scrollBox: React.CSSProperties = { maxHeight: 360, overflowY: 'auto', padding: '8px 16px', border: '1px solid rgba(5,5,5,0.06)', borderRadius: 8 };

function NoticeStep({ info, seconds, onAgree }: { info: AgreementInfo; seconds: number; onAgree: () => void }) {
  return (
    <section aria-label="升级须知">
      <Typography.Paragraph>尊敬的{info.companyName}：</Typography.Paragraph>
      <Typography.Paragraph>
        跨境电子商务公共服务平台资源中心为备案企业提供政策文件、业务指南、模板资料的查询与下载服务。贵企业可由主账号一次性升级开通资源中心账号，
        账号名为企业的统一社会信用代码，每家企业仅可开通一个。
      </Typography.Paragraph>
      <Typography.Paragraph>
        开通前请阅读并同意《{info.agreementTitle}》（版本 {info.agreementVersion}
        ），随后设置资源中心账号的初始密码。初始密码须为8到20位的字母、数字或符号，且至少包含其中两种。
      </Typography.Paragraph>
      <Flex justify="center">
        <Button type="primary" disabled={seconds > 0} onClick={onAgree}>
          {seconds > 0 ? `同意协议（${seconds}秒）` : '同意协议'}
        </Button>
      </Flex>
    </section>
  );
}

function AgreementStep({ state, onRetry, onBack, onNext }: { state: TemplateState; onRetry: () => void; onBack: () => void; onNext: () => void }) {
  let body: React.ReactNode;
  if (state.status === 'ready') {
    const { template } = state;
    body = (
      <div style={scrollBox} role="document" aria-label={template.title}>
        <Typography.Title level={4} style={{ textAlign: 'center' }}>
          {template.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          版本 {template.version}
        </Typography.Paragraph>
        {template.parties.map((line) => (
          <Typography.Paragraph key={line} style={{ marginBottom: 4 }}>
            {line}
          </Typography.Paragraph>
        ))}
        {template.sections.map((section) => (
          <div key={section.heading}>
            <Typography.Title level={5}>{section.heading}</Typography.Title>
            {section.paragraphs.map((text) => (
              <Typography.Paragraph key={text}>{text}</Typography.Paragraph>
            ))}
          </div>
        ))}
        <Typography.Link href={template.displayUri} target="_blank" rel="noopener noreferrer">
          下载协议文档
        </Typography.Link>
      </div>
    );
  } else if (state.status === 'failed') {
    body = (
      <Alert
        type="error"
        showIcon
        title="协议加载失败"
        action={
          <Button size="small" onClick={onRetry}>
            重试
          </Button>
        }
      />
    );
  } else {
    body = (
      <Flex justify="center" align="center" gap={8} style={{ padding: 48 }} aria-busy="true">
        <Spin />
        <Typography.Text type="secondary">协议加载中…</Typography.Text>
      </Flex>
    );
  }
  return (
    <section aria-label="用户协议">
      {body}
      <Flex justify="center" gap={8} style={{ marginTop: 16 }}>
        <Button onClick={onBack}>上一步</Button>
        <Button type="primary" disabled={state.status !== 'ready'} onClick={onNext}>
          下一步
        </Button>
      </Flex>
    </section>
  );
}

function CreateStep({ info, onBack, onCreate }: { info: AgreementInfo; onBack: () => void; onCreate: (password: string) => Promise<void> }) {
  const [form] = Form.useForm<PasswordValues>();
  const [creating, setCreating] = useState(false);
  const missingCode = info.bizRegNo === null;
  const finish = async ({ loginPwd }: PasswordValues) => {
    setCreating(true);
    try {
      await onCreate(loginPwd);
    } catch {
      // The HTTP layer has said why; the user may correct and try again.
    } finally {
      setCreating(false);
    }
  };
  return (
    <section aria-label="创建账号">
      {missingCode ? (
        <Alert type="warning" showIcon title={MSG_CREDIT_CODE_MISSING} style={{ marginBottom: 16 }} />
      ) : (
        <>
          <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label="企业名称">{info.companyName}</Descriptions.Item>
            <Descriptions.Item label="资源中心账号">{info.bizRegNo}</Descriptions.Item>
          </Descriptions>
          <Form form={form} layout="vertical" onFinish={finish} disabled={creating} style={{ maxWidth: 400, marginInline: 'auto' }}>
            <Form.Item
              name="loginPwd"
              label="初始密码"
              rules={[
                { required: true, message: MSG_RS_PASSWORD_REQUIRED },
                {
                  validator: async (_rule, value: string | undefined) => {
                    if (value && !isValidRsPassword(value)) throw new Error(MSG_RS_PASSWORD_RULE);
                  },
                },
              ]}
            >
              <Input.Password maxLength={RS_PASSWORD_MAX} autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              name="againPwd"
              label="确认密码"
              dependencies={['loginPwd']}
              rules={[
                { required: true, message: MSG_RS_PASSWORD_AGAIN_REQUIRED },
                ({ getFieldValue }) => ({
                  validator: async (_rule, value: string | undefined) => {
                    if (value && value !== getFieldValue('loginPwd')) throw new Error(MSG_RS_PASSWORD_MISMATCH);
                  },
                }),
              ]}
            >
              <Input.Password maxLength={RS_PASSWORD_MAX} autoComplete="new-password" />
            </Form.Item>
          </Form>
        </>
      )}
      <Flex justify="center" gap={8}>
        <Button onClick={onBack} disabled={creating}>
          上一步
        </Button>
        <Button type="primary" disabled={missingCode} loading={creating} onClick={() => form.submit()}>
          创建账号
        </Button>
      </Flex>
    </section>
  );
}

function SuccessStep({ loginName, onDone }: { loginName: string; onDone: () => void }) {
  return (
    <Result
      status="success"
      title="资源中心账号创建成功"
      subTitle={`资源中心账号：${loginName}，请使用刚设置的初始密码登录资源中心。`}
      extra={[
        <Button key="done" type="primary" onClick={onDone}>
          完成
        </Button>,
        <Button key="open" href={RESOURCE_CENTRE_URL} target="_blank" rel="noopener noreferrer">
          前往资源中心
        </Button>,
      ]}
    />
  );
}

/** The wizard's content (a dialog puts it in a Modal: UpgradeWizardModal). */
export function UpgradeWizard({ info, loadTemplate, onCreate, onDone, initialStep = 0, initialCountdown = NOTICE_COUNTDOWN_SECONDS }: UpgradeWizardProps) {
  const [step, setStep] = useState<WizardStep>(initialStep);
  const [seconds, setSeconds] = useState(initialCountdown);
  // The template is asked when the agreement step is first shown (a story starting later asks at once), and on 重试.
  const [template, setTemplate] = useState<TemplateState>({ status: initialStep >= 1 ? 'loading' : 'idle' });
  const [templateRequest, setTemplateRequest] = useState(initialStep >= 1 ? 1 : 0);
  const [loginName, setLoginName] = useState(info.accountLoginName ?? info.bizRegNo ?? '');

  // One second at a time while the notice is shown; back on the notice later, it stays done.
  useEffect(() => {
    if (step !== 0 || seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [step, seconds]);

  useEffect(() => {
    if (templateRequest === 0) return;
    let current = true;
    loadTemplate().then(
      (answer) => current && setTemplate({ status: 'ready', template: answer }),
      () => current && setTemplate({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [templateRequest, loadTemplate]);

  const askTemplate = () => {
    setTemplate({ status: 'loading' });
    setTemplateRequest((n) => n + 1);
  };
  const showAgreement = () => {
    setStep(1);
    if (template.status === 'idle' || template.status === 'failed') askTemplate();
  };

  const create = async (password: string) => {
    const created = await onCreate(password);
    setLoginName(created.loginName);
    setStep(3);
  };

  return (
    <Flex vertical gap={24}>
      <Steps current={step} items={WIZARD_STEP_TITLES.map((title) => ({ title }))} size="small" />
      {step === 0 && <NoticeStep info={info} seconds={seconds} onAgree={showAgreement} />}
      {step === 1 && <AgreementStep state={template} onRetry={askTemplate} onBack={() => setStep(0)} onNext={() => setStep(2)} />}
      {step === 2 && <CreateStep info={info} onBack={showAgreement} onCreate={create} />}
      {step === 3 && <SuccessStep loginName={loginName} onDone={onDone} />}
    </Flex>
  );
}
