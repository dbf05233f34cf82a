// HTML invoker commands (a button that opens or closes a dialog by itself, without a script), which
// React passes through as plain attributes but its types do not know yet.
import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the type parameter of React's own declaration
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button acts on. */
    commandfor?: string | undefined;
    /** What the button does to it: 'show-modal' and 'close' for a dialog. */
    command?: 'show-modal' | 'close' | 'request-close' | undefined;
  }
}
