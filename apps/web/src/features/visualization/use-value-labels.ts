import { DICT_TYPES, type PivotDimension } from '@coal/contracts';
import { useCallback, useMemo } from 'react';
import { useDict } from '@/lib/dict';
import { usePlaceName } from '@/lib/place-name';
import { type PivotKey, usePivotT } from './pivot-i18n';

/** A dimension's stored value as people read it: dictionary labels, classes and bands in words. */
export function useValueLabels(): (dimension: PivotDimension, value: string) => string {
  const { t } = usePivotT();
  const place = usePlaceName();
  const productionStatus = useDict(DICT_TYPES.productionStatus).data;
  const productionType = useDict(DICT_TYPES.productionType).data;
  const coalRank = useDict(DICT_TYPES.coalRank).data;
  const gasGrade = useDict(DICT_TYPES.gasGrade).data;
  const hydroType = useDict(DICT_TYPES.hydroType).data;
  const complexity = useDict(DICT_TYPES.complexity).data;
  const mergerType = useDict(DICT_TYPES.mergerType).data;
  const dicts = useMemo(
    () => ({ productionStatus, productionType, coalRank, gasGrade, hydroType, complexity, mergerType }),
    [productionStatus, productionType, coalRank, gasGrade, hydroType, complexity, mergerType],
  );
  return useCallback(
    (dimension: PivotDimension, value: string) => {
      if (value === '') return t('pivot.none');
      if (dimension === 'scaleClass') return t(`pivot.scale.${value}` as PivotKey);
      if (dimension === 'riskBand') return t('pivot.band', { band: value });
      if (dimension === 'prefecture' || dimension === 'county') return place(value);
      if (dimension === 'ownerGroup' || dimension === 'year') return value;
      return dicts[dimension]?.get(value)?.label ?? value;
    },
    [t, place, dicts],
  );
}
