import {
  DEFAULT_RISK_FLOORS,
  DEFAULT_RISK_MODEL_NAME,
  DEFAULT_RISK_THRESHOLDS,
  type RiskModelInput,
} from '@coal/contracts';

/**
 * The weight set a new installation starts with, until the centre drafts its own. Judgements follow
 * DOMAIN.md §4: disaster-prone natural conditions (gas outburst above all) and the accident record weigh
 * most, then the state of operation, then credit and licences. Floor rules act beside the sum.
 */
export const DEFAULT_RISK_MODEL: RiskModelInput = {
  name: DEFAULT_RISK_MODEL_NAME,
  // natural, safety, credit, operation: the accident and enforcement record first, as a regulator ranks
  groupMatrix: [
    [1, 1 / 3, 2, 1],
    [3, 1, 5, 3],
    [1 / 2, 1 / 5, 1, 1 / 2],
    [1, 1 / 3, 2, 1],
  ],
  indicatorMatrices: {
    // gas grade, hydrogeology, geological complexity, gas pressure, gas content, mining depth
    natural: [
      [1, 2, 4, 2, 2, 4],
      [1 / 2, 1, 2, 1, 1, 2],
      [1 / 4, 1 / 2, 1, 1 / 2, 1 / 2, 1],
      [1 / 2, 1, 2, 1, 1, 2],
      [1 / 2, 1, 2, 1, 1, 2],
      [1 / 4, 1 / 2, 1, 1 / 2, 1 / 2, 1],
    ],
    // accidents, recent deaths, serious hidden hazards, suspension orders, penalty count, penalty amount,
    // standardisation grade
    safety: [
      [1, 1, 2, 3, 3, 5, 3],
      [1, 1, 2, 3, 3, 5, 3],
      [1 / 2, 1 / 2, 1, 2, 2, 3, 2],
      [1 / 3, 1 / 3, 1 / 2, 1, 1, 2, 1],
      [1 / 3, 1 / 3, 1 / 2, 1, 1, 2, 1],
      [1 / 5, 1 / 5, 1 / 3, 1 / 2, 1 / 2, 1, 1 / 2],
      [1 / 3, 1 / 3, 1 / 2, 1, 1, 2, 1],
    ],
    // dishonest debtor, judicial auctions, licence
    credit: [
      [1, 2, 1 / 2],
      [1 / 2, 1, 1 / 3],
      [2, 3, 1],
    ],
    // production status, capacity use, negative news
    operation: [
      [1, 1, 2],
      [1, 1, 2],
      [1 / 2, 1 / 2, 1],
    ],
  },
  alpha: 0.5,
  thresholds: DEFAULT_RISK_THRESHOLDS,
  floors: DEFAULT_RISK_FLOORS,
};
