// Loaded with the first answer, not with the page that asks: zod stays off the first screen.
import '@/lib/zod-config';

export {
  mapBoundariesResponse,
  mineListResponse,
  mineRiskResponse,
  riskBacktestResponse,
  riskModelResponse,
  riskModelsResponse,
  riskOverviewResponse,
  riskPreviewResponse,
} from '@coal/contracts';
