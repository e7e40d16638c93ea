import { useEffect, useRef } from 'react';
import { router } from '@inertiajs/react';
import { uploadsInFlight } from './uploads-in-flight';
import { browserT } from '../../i18n/i18n-context';

/**
 * Never losing work: while a form has unsaved changes, or a file is still uploading into it,
 * closing the tab or following a link asks first (beforeunload for the browser, Inertia's `before`
 * event for visits inside the app). The form's own submissions are writes, not GET visits, and pass. `leaveAnyway` lets a deliberate
 * action (Reload after a conflict) through without asking.
 */
export function useUnsavedChanges(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  const bypass = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  useEffect(() => {
    const unsaved = () => (dirtyRef.current || uploadsInFlight() > 0) && !bypass.current;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!unsaved()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const removeBefore = router.on('before', (event) => {
      const visit = event.detail.visit;
      if (!unsaved() || visit.method !== 'get' || visit.prefetch) return;
      if (!window.confirm(browserT()('backstage.form.leaveUnsaved'))) event.preventDefault();
    });
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      removeBefore();
    };
  }, []);

  return {
    leaveAnyway(action: () => void) {
      bypass.current = true;
      action();
    },
  };
}

/** Ctrl+S / Cmd+S saves the form instead of saving the web page; not while a file is uploading (as the Save button). */
export function useSaveShortcut(save: () => void) {
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (uploadsInFlight() === 0) saveRef.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
