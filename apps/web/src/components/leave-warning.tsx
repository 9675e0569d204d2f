import { useCallback, useRef } from 'react';
import { useBlocker } from '@tanstack/react-router';
import { DialogHeading } from '@/components/trigger-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';

type LeaveWarningProps = {
  /** Whether leaving the page would lose something; the warning is armed only then. */
  when: boolean;
  title: string;
  description: string;
  /** The safe choice, focused when the dialog opens. */
  stayLabel: string;
  leaveLabel: string;
};

/** Where a navigation leads away from the page: another path, not a search of the same page. */
function leavesPage(args: { current: { pathname: string }; next: { pathname: string } }) {
  return args.current.pathname !== args.next.pathname;
}

/**
 * Asks before work that is not saved is left behind. While `when` holds, every navigation inside
 * the app that leaves the page (a link, the page's Back button, the browser's Back) waits for
 * the app's own dialog; a reload or closing the tab gets the browser's prompt (beforeunload).
 * A navigation that follows a save passes `ignoreBlocker`.
 */
export function LeaveWarning({
  when,
  title,
  description,
  stayLabel,
  leaveLabel,
}: LeaveWarningProps) {
  // The element that started the navigation gets the focus back when the user stays.
  const returnFocus = useRef<Element | null>(null);
  const shouldBlockFn = useCallback((args: Parameters<typeof leavesPage>[0]) => {
    returnFocus.current = document.activeElement;
    return leavesPage(args);
  }, []);
  const blocker = useBlocker({
    shouldBlockFn,
    enableBeforeUnload: true,
    disabled: !when,
    withResolver: true,
  });
  const open = blocker.status === 'blocked';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) blocker.reset?.();
      }}
    >
      <DialogContent
        role="alertdialog"
        onCloseAutoFocus={(event) => {
          const element = returnFocus.current;
          if (element instanceof HTMLElement && element.isConnected) {
            event.preventDefault();
            element.focus();
          }
        }}
      >
        <DialogHeading title={title} description={description} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => blocker.reset?.()}>
            {stayLabel}
          </Button>
          <Button type="button" variant="destructive" onClick={() => blocker.proceed?.()}>
            {leaveLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
