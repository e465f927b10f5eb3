// @quantethic/kit/texts — the catalogues of kit's own texts alone, without the components that
// show them: a remote's `ready` (RemoteModule.ready) makes them ready in the page's locale without
// putting the rich-text renderer or the code block into its first-load bundle.
export { codeMessages } from './code/messages';
export { richTextMessages } from './rich-text/messages';
export { kitUiMessages } from './ui/messages';
