import {
  DEFAULT_RISK_FLOORS,
  RISK_BANDS,
  RISK_FLOOR_KINDS,
  type RiskBand,
  type RiskFloorKind,
  type RiskFloorRule,
} from '@coal/contracts';
import { Button, InputNumber, Select, Space, Typography } from 'antd';
import { floorText } from '../model/floor-text';
import { useRiskT } from '../risk-i18n';

/** A new rule of a kind, with the default set's parameters where it has one. */
function ruleOf(kind: RiskFloorKind): RiskFloorRule {
  const known = DEFAULT_RISK_FLOORS.find((r) => r.kind === kind);
  if (known) return { ...known };
  return { kind: 'majorHazards', count: 1, months: 12, band: 'C' };
}

/**
 * The set's floor rules: each a condition from the whitelist with its parameters and the least band it
 * forces. Edited with the weights, previewed and activated with them.
 */
export function FloorEditor({
  floors,
  onChange,
}: {
  floors: RiskFloorRule[];
  onChange: (floors: RiskFloorRule[]) => void;
}) {
  const { t } = useRiskT();
  const set = (i: number, rule: RiskFloorRule) => onChange(floors.map((r, k) => (k === i ? rule : r)));
  const months = (i: number, rule: Exclude<RiskFloorRule, { kind: 'outburstNoSafetyLicence' }>) => (
    <InputNumber
      min={1}
      max={120}
      value={rule.months}
      addonAfter={t('risk.floor.months')}
      aria-label={t('risk.floor.months')}
      style={{ width: 130 }}
      onChange={(value) => value !== null && set(i, { ...rule, months: value })}
    />
  );
  return (
    <section className="risk-floors" data-testid="floor-editor">
      <Typography.Title level={5}>{t('risk.floor.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('risk.floor.hint')}</Typography.Paragraph>
      <ol className="risk-floors__list">
        {floors.map((rule, i) => (
          <li key={i} className="risk-floors__rule" data-testid="floor-rule">
            <Space wrap>
              <Select<RiskFloorKind>
                value={rule.kind}
                aria-label={t('risk.floor.title')}
                style={{ width: 200 }}
                options={RISK_FLOOR_KINDS.map((kind) => ({
                  value: kind,
                  label: t(`risk.floor.kindLabel.${kind}`),
                }))}
                onChange={(kind) => set(i, { ...ruleOf(kind), band: rule.band })}
              />
              {rule.kind === 'accidentGrade' && (
                <Select<'2' | '3' | '4'>
                  value={rule.grade}
                  style={{ width: 150 }}
                  options={(['2', '3', '4'] as const).map((g) => ({
                    value: g,
                    label: t(`risk.floor.grade.${g}`),
                  }))}
                  onChange={(grade) => set(i, { ...rule, grade })}
                />
              )}
              {rule.kind === 'deaths' && (
                <InputNumber
                  min={1}
                  max={1000}
                  value={rule.deaths}
                  aria-label={t('risk.floor.kindLabel.deaths')}
                  onChange={(value) => value !== null && set(i, { ...rule, deaths: value })}
                />
              )}
              {rule.kind === 'majorHazards' && (
                <InputNumber
                  min={1}
                  max={100}
                  value={rule.count}
                  aria-label={t('risk.floor.count')}
                  onChange={(value) => value !== null && set(i, { ...rule, count: value })}
                />
              )}
              {rule.kind !== 'outburstNoSafetyLicence' && months(i, rule)}
              <Select<RiskBand>
                value={rule.band}
                aria-label={t('risk.column.band')}
                data-testid="floor-band"
                style={{ width: 110 }}
                options={RISK_BANDS.filter((b) => b !== 'A').map((band) => ({
                  value: band,
                  label: t('risk.floor.band', { band }),
                }))}
                onChange={(band) => set(i, { ...rule, band })}
              />
              <Button danger type="link" onClick={() => onChange(floors.filter((_, k) => k !== i))}>
                {t('risk.floor.remove')}
              </Button>
            </Space>
            <Typography.Text type="secondary" className="risk-floors__text">
              {floorText(rule, t)} → {t('risk.floor.band', { band: rule.band })}
            </Typography.Text>
          </li>
        ))}
      </ol>
      <Button onClick={() => onChange([...floors, ruleOf('majorHazards')])} disabled={floors.length >= 20}>
        {t('risk.floor.add')}
      </Button>
    </section>
  );
}
