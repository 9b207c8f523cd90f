import { useNavigate } from 'react-router-dom';
import type { ScreenProps } from '../../app/routing/types.ts';
import { UnderConstructionPage } from './UnderConstructionPage.tsx';

/** The registry's screen for pages of later deliveries: named from the menu. */
export function UnderConstructionScreen({ page }: ScreenProps) {
  const navigate = useNavigate();
  return <UnderConstructionPage title={page.title} planned={page.planned} onHome={() => navigate('/home')} />;
}
