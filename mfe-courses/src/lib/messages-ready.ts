// The texts `./app` waits for (src/lib/messages.ts has the shared catalogue, which the home widget
// uses too: kit/ui's texts are not the widget's, so they are not imported there).
import { kitUiMessages } from '@quantethic/kit/texts';
import type { Locale } from '@quantethic/shared';
import { allReady, coursesMessages } from './messages';

/**
 * The shared texts in `locale`, and those of the kit parts every page shows (kit/ui), ready:
 * `./app` exports it as its `ready` (RemoteModule.ready), so the shell renders it, or hydrates its
 * served markup, once they are there; each page waits for its own texts before it renders
 * (`withTexts`, src/app.tsx), the widget exports its own `ready`.
 */
export const messagesReady = (locale: Locale): Promise<void> =>
  allReady(locale, coursesMessages, kitUiMessages);
