import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from './Logo.tsx';
import { PRODUCT_NAME } from './useDocumentTitle.ts';

/** Minimal shell for pages outside the internal layout (the /500 page): logo header and main. */
export function PlainLayout({ children }: { children: ReactNode }) {
  return (
    <div className="ipe-plain">
      <header className="ipe-header ipe-header-plain">
        <Link to="/" className="ipe-brand" aria-label={`${PRODUCT_NAME} - página inicial`}>
          <Logo />
        </Link>
      </header>
      <main id="conteudo" className="ipe-main">
        {children}
      </main>
    </div>
  );
}
