import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { PageErrorView, PageModuleUnavailable, pageLoadError } from '@academy/ui';
import { reportRemoteError } from './pageHealth';

/**
 * A page slot's error boundary (PageErrorView) that tells the page view's health report when the
 * page failed while rendering: a `render` error of its remote. A module that could not be had is a
 * `load` error, told where it failed (loadRemoteModule); a page's own error text for data it could
 * not read (a record not found, the API away) is no failure of its code.
 */
export function reportingPageError(remote: string) {
  return function ReportedPageError() {
    const error = useRouteError();
    const failedRendering = !(error instanceof PageModuleUnavailable) && !pageLoadError(error);
    useEffect(() => {
      if (failedRendering) reportRemoteError(remote, 'render');
    }, [error, failedRendering]);
    return <PageErrorView />;
  };
}
