import { ADMIN_SET_PASSWORD_MIN, ROLES, type SystemUser, USER_NAME_PATTERN } from '@coal/contracts';
import { Form, Input, Modal, Radio, Select } from 'antd';
import { useEffect } from 'react';
import { useFeedback } from '@/components/feedback';
import { useTranslation } from '@/lib/i18n';
import { useCreateUser, useUpdateUser } from '../api/users';
import { useSystemT } from '../system-i18n';

interface UserFormValues {
  userName: string;
  nickName: string;
  organizationName?: string;
  jobName?: string;
  email?: string;
  phone?: string;
  roles: ('admin' | 'user')[];
  passwordMode: 'generate' | 'set';
  password?: string;
}

const PHONE = /^\+?[0-9][0-9 -]{5,19}$/;

/** Creates an account (with a generated or chosen initial password) or edits one. */
export function UserFormModal({
  open,
  editing,
  onClose,
  onCreated,
}: {
  open: boolean;
  /** The account being edited; null creates one. */
  editing: SystemUser | null;
  onClose: () => void;
  onCreated: (userName: string, password: string | null) => void;
}) {
  const { t } = useSystemT();
  const { t: tApp } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<UserFormValues>();
  const create = useCreateUser();
  const update = useUpdateUser();
  const mode = Form.useWatch('passwordMode', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) form.setFieldsValue({ ...editing });
  }, [open, editing, form]);

  const submit = async (values: UserFormValues) => {
    const profile = {
      nickName: values.nickName.trim(),
      organizationName: values.organizationName?.trim() ?? '',
      jobName: values.jobName?.trim() ?? '',
      email: values.email?.trim() ?? '',
      phone: values.phone?.trim() ?? '',
      roles: values.roles,
    };
    if (editing) {
      const updated = await update.mutateAsync({ userId: editing.userId, body: profile });
      void message.success(updated.msg);
      onClose();
      return;
    }
    const created = await create.mutateAsync({
      ...profile,
      userName: values.userName.trim(),
      password: values.passwordMode === 'set' ? values.password : undefined,
    });
    void message.success(created.msg);
    onClose();
    onCreated(values.userName.trim(), (created.data as { initialPassword: string | null }).initialPassword);
  };

  return (
    <Modal
      open={open}
      title={
        editing ? t('system.users.editTitle', { userName: editing.userName }) : t('system.users.createTitle')
      }
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('system.confirm')}
      cancelText={t('system.cancel')}
      confirmLoading={create.isPending || update.isPending}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ roles: ['user'], passwordMode: 'generate' }}
        onFinish={(values) => void submit(values).catch(() => undefined)}
      >
        <Form.Item
          name="userName"
          label={t('system.users.userName')}
          rules={[{ required: true, pattern: USER_NAME_PATTERN, message: t('system.users.userNameRule') }]}
        >
          <Input disabled={editing !== null} maxLength={32} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="nickName"
          label={t('system.users.nickName')}
          rules={[{ required: true, whitespace: true, max: 30 }]}
        >
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="organizationName" label={t('system.users.organization')}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="jobName" label={t('system.users.job')}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('system.users.email')}
          rules={[{ type: 'email', message: t('system.users.emailRule') }]}
        >
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('system.users.phone')}
          rules={[{ pattern: PHONE, message: t('system.users.phoneRule') }]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          name="roles"
          label={t('system.users.roles')}
          rules={[{ required: true, type: 'array', min: 1, message: t('system.users.rolesRule') }]}
        >
          <Select
            mode="multiple"
            options={ROLES.map((role) => ({ value: role, label: tApp(`role.${role}`) }))}
          />
        </Form.Item>
        {!editing && (
          <>
            <Form.Item
              name="passwordMode"
              label={t('system.users.passwordMode')}
              extra={t('system.users.mustChangeHint')}
            >
              <Radio.Group
                options={[
                  { value: 'generate', label: t('system.users.passwordGenerate') },
                  { value: 'set', label: t('system.users.passwordSet') },
                ]}
              />
            </Form.Item>
            {mode === 'set' && (
              <Form.Item
                name="password"
                label={t('system.users.password')}
                rules={[
                  { required: true, min: ADMIN_SET_PASSWORD_MIN, message: t('system.users.passwordRule') },
                ]}
              >
                <Input.Password maxLength={128} autoComplete="new-password" />
              </Form.Item>
            )}
          </>
        )}
      </Form>
    </Modal>
  );
}
