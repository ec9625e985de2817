import {
  ahpWeights,
  indicatorsOf,
  MAX_CONSISTENCY_RATIO,
  RISK_GROUPS,
  type RiskModel,
  type RiskModelInput,
  type RiskPreview,
} from '@coal/contracts';
import { Button, Card, Col, Input, InputNumber, Popconfirm, Row, Slider, Space, Typography } from 'antd';
import { useState } from 'react';
import { useFeedback } from '@/components/feedback';
import { useActivateModel, useDraftAndPreview } from '../api/models';
import { useRiskT } from '../risk-i18n';
import { FloorEditor } from './floor-editor';
import { MatrixGrid } from './matrix-grid';
import { PreviewPanel } from './preview-panel';

const inputOf = (model: RiskModel): RiskModelInput => ({
  name: model.name,
  groupMatrix: model.groupMatrix,
  indicatorMatrices: model.indicatorMatrices,
  alpha: model.alpha,
  thresholds: model.thresholds,
  floors: model.floors,
});

/** The admin's editor of a new weight set, started from the active one. */
export function WeightEditor({ active }: { active: RiskModel }) {
  const { t } = useRiskT();
  const { message } = useFeedback();
  const [input, setInput] = useState<RiskModelInput>(() => ({
    ...inputOf(active),
    name: t('risk.editor.defaultName'),
  }));
  const [preview, setPreview] = useState<{ id: number; data: RiskPreview } | null>(null);
  const draft = useDraftAndPreview();
  const activate = useActivateModel();

  const matrices = [input.groupMatrix, ...RISK_GROUPS.map((g) => input.indicatorMatrices[g])];
  const consistent = matrices.every((m) => ahpWeights(m).cr < MAX_CONSISTENCY_RATIO);
  const [b, c, d] = input.thresholds;
  const ordered = b < c && c < d;
  const edit = (next: Partial<RiskModelInput>) => {
    setInput((prev) => ({ ...prev, ...next }));
    setPreview(null);
  };

  return (
    <Card title={t('risk.editor.title')} className="risk-editor">
      <Typography.Paragraph type="secondary">{t('risk.editor.intro')}</Typography.Paragraph>
      <Space wrap className="risk-editor__row">
        <label>
          {t('risk.editor.name')}{' '}
          <Input
            value={input.name}
            maxLength={60}
            style={{ width: 220 }}
            onChange={(e) => edit({ name: e.target.value })}
          />
        </label>
      </Space>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <MatrixGrid
            title={t('risk.editor.groups')}
            labels={RISK_GROUPS.map((g) => t(`risk.group.${g}`))}
            matrix={input.groupMatrix}
            onChange={(groupMatrix) => edit({ groupMatrix })}
          />
        </Col>
        {RISK_GROUPS.map((group) => (
          <Col xs={24} xl={12} key={group}>
            <MatrixGrid
              title={t(`risk.group.${group}`)}
              labels={indicatorsOf(group).map((id) => t(`risk.indicator.${id}`))}
              matrix={input.indicatorMatrices[group]}
              onChange={(m) => edit({ indicatorMatrices: { ...input.indicatorMatrices, [group]: m } })}
            />
          </Col>
        ))}
      </Row>
      <Row gutter={[24, 16]} className="risk-editor__row">
        <Col xs={24} md={12}>
          <div>{t('risk.editor.alpha')}</div>
          <Space>
            <Slider
              min={0}
              max={1}
              step={0.05}
              value={input.alpha}
              style={{ width: 200 }}
              onChange={(alpha: number) => edit({ alpha })}
            />
            <InputNumber
              min={0}
              max={1}
              step={0.05}
              value={input.alpha}
              aria-label="α"
              onChange={(alpha) => alpha !== null && edit({ alpha })}
            />
          </Space>
        </Col>
        <Col xs={24} md={12}>
          <div>{t('risk.editor.thresholds')}</div>
          <Space>
            {(['B', 'C', 'D'] as const).map((band, i) => (
              <InputNumber
                key={band}
                min={0}
                max={100}
                value={input.thresholds[i]}
                prefix={band}
                aria-label={t('risk.bandShort', { band })}
                status={ordered ? undefined : 'error'}
                onChange={(value) => {
                  if (value === null) return;
                  const next = [...input.thresholds] as RiskModelInput['thresholds'];
                  next[i] = value;
                  edit({ thresholds: next });
                }}
              />
            ))}
          </Space>
          {!ordered && <Typography.Text type="danger">{t('risk.editor.thresholdsBad')}</Typography.Text>}
        </Col>
      </Row>
      <FloorEditor floors={input.floors} onChange={(floors) => edit({ floors })} />
      <Space wrap className="risk-editor__row">
        <Button onClick={() => edit({ ...inputOf(active), name: t('risk.editor.defaultName') })}>
          {t('risk.editor.reset')}
        </Button>
        <Button
          type="primary"
          disabled={!consistent || !ordered || !input.name.trim()}
          loading={draft.isPending}
          onClick={() =>
            draft.mutate(input, { onSuccess: (r) => setPreview({ id: r.draft.id, data: r.preview }) })
          }
        >
          {t('risk.editor.preview')}
        </Button>
        {preview && (
          <Popconfirm
            title={t('risk.editor.activateConfirm')}
            // Not mutate's own onSuccess: the refetch that follows makes a new set active and remounts this
            // editor for it, and a mutation forgets the callbacks of an editor that is gone.
            onConfirm={() =>
              activate
                .mutateAsync(preview.id)
                .then((model) => {
                  void message.success(t('risk.editor.activated', { version: model.id }));
                  setPreview(null);
                })
                .catch(() => undefined)
            }
          >
            <Button type="primary" danger loading={activate.isPending}>
              {t('risk.editor.activate')}
            </Button>
          </Popconfirm>
        )}
      </Space>
      {preview && <PreviewPanel id={preview.id} preview={preview.data} thresholds={input.thresholds} />}
    </Card>
  );
}
