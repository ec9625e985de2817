import { Button, Form } from 'antd';
import { ContentField } from './content-field';

/** One text and a button: a reply, an answer. Clears itself once sent. */
export function TextForm({
  placeholder,
  submitLabel,
  pending,
  onSend,
}: {
  placeholder: string;
  submitLabel: string;
  pending: boolean;
  onSend: (content: string, done: () => void) => void;
}) {
  const [form] = Form.useForm<{ content: string }>();
  return (
    <Form
      form={form}
      layout="vertical"
      className="feedback-text-form"
      onFinish={(values) => onSend(values.content.trim(), () => form.resetFields())}
    >
      <ContentField placeholder={placeholder} rows={3} />
      <Button type="primary" htmlType="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
