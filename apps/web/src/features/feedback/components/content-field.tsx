import { FEEDBACK_TEXT_MAX } from '@coal/contracts';
import { Form, Input } from 'antd';
import { useFeedbackT } from '../feedback-i18n';

/** The text of a report, reply, answer or note: required, at most FEEDBACK_TEXT_MAX characters. */
export function ContentField({
  label,
  placeholder,
  required = true,
  rows = 4,
}: {
  label?: string;
  placeholder: string;
  required?: boolean;
  rows?: number;
}) {
  const { t } = useFeedbackT();
  return (
    <Form.Item
      name="content"
      label={label}
      rules={[
        ...(required ? [{ required: true, whitespace: true, message: t('feedback.content.required') }] : []),
        { max: FEEDBACK_TEXT_MAX, message: t('feedback.content.tooLong', { max: FEEDBACK_TEXT_MAX }) },
      ]}
    >
      <Input.TextArea
        rows={rows}
        placeholder={placeholder}
        showCount
        maxLength={FEEDBACK_TEXT_MAX}
        aria-label={label ?? placeholder}
      />
    </Form.Item>
  );
}
