import { useEffect } from 'react';

export const PRODUCT_NAME = 'Ipê RH';

/** Sets the browser tab's title while the page is shown; `exact` skips the ' | Ipê RH' suffix. */
export function useDocumentTitle(title: string, exact = false) {
  useEffect(() => {
    const before = document.title;
    document.title = exact ? title : `${title} | ${PRODUCT_NAME}`;
    return () => {
      document.title = before;
    };
  }, [title, exact]);
}
