import { RegisterPage } from '@/features/register/page';

export function RegisterRoute() {
  return <RegisterPage />;
}
