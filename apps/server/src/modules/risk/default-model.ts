import { DEFAULT_RISK_MODEL_NAME, DEFAULT_RISK_THRESHOLDS, type RiskModelInput } from '@coal/contracts';

/**
 * The weight set a new installation starts with, until the centre drafts its own. Judgements follow
 * DOMAIN.md §4: disaster-prone natural conditions (gas outburst above all) and the accident record weigh
 * most, then the state of operation, then credit and licences.
 */
export const DEFAULT_RISK_MODEL: RiskModelInput = {
  name: DEFAULT_RISK_MODEL_NAME,
  // natural, safety, credit, operation
  groupMatrix: [
    [1, 1, 3, 2],
    [1, 1, 3, 2],
    [1 / 3, 1 / 3, 1, 1 / 2],
    [1 / 2, 1 / 2, 2, 1],
  ],
  indicatorMatrices: {
    // gas grade, hydrogeology, geological complexity
    natural: [
      [1, 3, 4],
      [1 / 3, 1, 2],
      [1 / 4, 1 / 2, 1],
    ],
    // accidents, penalty count, penalty amount
    safety: [
      [1, 3, 5],
      [1 / 3, 1, 2],
      [1 / 5, 1 / 2, 1],
    ],
    // dishonest debtor, judicial auctions, licence
    credit: [
      [1, 2, 1 / 2],
      [1 / 2, 1, 1 / 3],
      [2, 3, 1],
    ],
    // production status, capacity use, negative news
    operation: [
      [1, 2, 3],
      [1 / 2, 1, 2],
      [1 / 3, 1 / 2, 1],
    ],
  },
  alpha: 0.5,
  thresholds: DEFAULT_RISK_THRESHOLDS,
};
