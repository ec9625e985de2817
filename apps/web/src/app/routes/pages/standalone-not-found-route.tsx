import { StandaloneNotFound } from '@/features/exception';

export function StandaloneNotFoundRoute() {
  return <StandaloneNotFound />;
}
