import type { DictDataAdmin, DictDataInput } from '@coal/contracts';
import { Form, Input, InputNumber, Modal, Radio, Select, Space, Switch } from 'antd';
import { useEffect } from 'react';
import { useFeedback } from '@/components/feedback';
import { StatusTag } from '@/components/status-tag';
import { toneOf } from '@/lib/dict';
import { useSaveItem } from '../api/edit-items';
import { useDictsT } from '../dicts-i18n';
import { listClassChoices } from '../model/list-class';

interface ItemFormProps {
  dictType: string;
  /** The item being edited; null adds one. */
  item: DictDataAdmin | null;
  /** The order number a new item takes: after the last. */
  nextSort: number;
  open: boolean;
  onClose: () => void;
}

type Values = Omit<DictDataInput, 'dictType' | 'isDefault'> & { isDefault: boolean };

const SEPARATORS = [',', '，', '、', ';', '；'];

/** Adds or edits one item; the chosen colour is previewed as the tag users will see. */
export function ItemForm({ dictType, item, nextSort, open, onClose }: ItemFormProps) {
  const { t, zh } = useDictsT();
  const { message } = useFeedback();
  const save = useSaveItem();
  const [form] = Form.useForm<Values>();
  const labelZh = Form.useWatch('dictLabel', form);
  const labelEn = Form.useWatch('dictLabelEn', form);
  // The tag as a reader of this interface's language will see it.
  const label = zh ? labelZh : labelEn || labelZh;
  const listClass = Form.useWatch('listClass', form);
  const locked = Boolean(item && item.usage > 0);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      item
        ? { ...item, isDefault: item.isDefault === 'Y' }
        : {
            dictLabel: '',
            dictLabelEn: '',
            dictValue: '',
            dictSort: nextSort,
            listClass: '',
            isDefault: false,
            status: '0',
            synonyms: [],
            remark: '',
          },
    );
  }, [open, item, nextSort, form]);

  const required = (field: string) => [
    { required: true, whitespace: true, message: t('dicts.form.required', { field }) },
  ];

  return (
    <Modal
      open={open}
      title={t(item ? 'dicts.form.edit' : 'dicts.form.create')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      destroyOnHidden
      forceRender
    >
      <Form<Values>
        form={form}
        layout="vertical"
        className="dicts-form"
        onFinish={(values) =>
          save.mutate(
            {
              ...values,
              dictType,
              isDefault: values.isDefault ? 'Y' : 'N',
              ...(item ? { dictCode: item.dictCode } : {}),
            },
            {
              onSuccess: (saved) => {
                void message.success(t('dicts.form.saved', { label: saved.dictLabel }));
                onClose();
              },
            },
          )
        }
      >
        <div className="dicts-form__labels">
          <Form.Item
            name="dictLabel"
            label={t('dicts.form.label')}
            rules={required(t('dicts.form.label'))}
            className="dicts-form__half"
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name="dictLabelEn"
            label={t('dicts.form.labelEn')}
            tooltip={t('dicts.form.labelEnHelp')}
            className="dicts-form__half"
          >
            <Input maxLength={100} lang="en" />
          </Form.Item>
        </div>
        <Form.Item
          name="dictValue"
          label={t('dicts.form.value')}
          rules={required(t('dicts.form.value'))}
          extra={
            locked && item ? t('dicts.form.valueLocked', { count: item.usage.toLocaleString() }) : undefined
          }
        >
          <Input maxLength={100} disabled={locked} />
        </Form.Item>
        <Form.Item label={t('dicts.form.listClass')} required={false}>
          <Space wrap>
            <Form.Item name="listClass" noStyle>
              <Select
                aria-label={t('dicts.form.listClass')}
                style={{ minWidth: 180 }}
                options={listClassChoices(item?.listClass).map((choice) => ({
                  value: choice.value,
                  label: (
                    <StatusTag tone={choice.tone}>
                      {choice.custom
                        ? t('dicts.tone.custom', { value: choice.value })
                        : t(`dicts.tone.${choice.tone}`)}
                    </StatusTag>
                  ),
                }))}
              />
            </Form.Item>
            <span className="dicts-form__preview" aria-live="polite">
              {t('dicts.form.preview')}
              <StatusTag tone={toneOf(listClass ?? '')}>{label || t('dicts.form.label')}</StatusTag>
            </span>
          </Space>
        </Form.Item>
        <Space wrap size="large">
          <Form.Item name="dictSort" label={t('dicts.form.sort')}>
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="isDefault" label={t('dicts.form.isDefault')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="status" label={t('dicts.form.status')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: '0', label: t('dicts.status.0') },
                { value: '1', label: t('dicts.status.1') },
              ]}
            />
          </Form.Item>
        </Space>
        <Form.Item name="synonyms" label={t('dicts.form.synonyms')} extra={t('dicts.form.synonymsHelp')}>
          <Select
            mode="tags"
            open={false}
            suffixIcon={null}
            tokenSeparators={SEPARATORS}
            aria-label={t('dicts.form.synonyms')}
          />
        </Form.Item>
        <Form.Item name="remark" label={t('dicts.form.remark')}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
