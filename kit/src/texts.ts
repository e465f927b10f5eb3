// @quantethic/kit/texts — the catalogues of kit's own texts alone, without the components that
// show them: a remote's `ready` (RemoteModule.ready) makes them ready in the page's locale without
// putting the rich-text renderer or the code block into its first-load bundle. And how a part reads
// its own catalogue and its package's shared one through one `t` (combined-texts.ts).

export { codeMessages } from './code/messages';
export { allReady, type CombinedT, textsIn, useTexts } from './combined-texts';
export { richTextMessages } from './rich-text/messages';
export { kitUiMessages } from './ui/messages';
