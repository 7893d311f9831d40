import type { UserInfo } from '@ipe/domain';
import { Link } from 'react-router';
import { CompanyArea } from './CompanyArea.tsx';
import { Logo } from './Logo.tsx';
import { MenuSearch } from './MenuSearch.tsx';
import { Noticias } from './Noticias.tsx';
import { UserMenu } from './UserMenu.tsx';
import { PRODUCT_NAME } from './useDocumentTitle.ts';

/** Internal header (spec 1 §2, spec 3 §2): logo to the start page, menu search, news bell, company, user menu. */
export function AppHeader({ info }: { info: UserInfo }) {
  return (
    <header className="ipe-header">
      <Link to="/" className="ipe-brand" aria-label={`${PRODUCT_NAME} - página inicial`}>
        <Logo />
      </Link>
      <MenuSearch menu={info.menu} />
      <div className="ipe-header-end">
        <Noticias />
        <CompanyArea info={info} />
        <UserMenu info={info} />
      </div>
    </header>
  );
}
