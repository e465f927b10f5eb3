// The syntax highlighter (highlight.js core and the languages content uses). A federation shared
// module, loaded on demand: only pages that show code download it, and only once per visit.
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import excel from 'highlight.js/lib/languages/excel';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import r from 'highlight.js/lib/languages/r';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';

const LANGUAGES = { bash, excel, javascript, json, python, r, sql, typescript } as const;
for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language);
hljs.registerAliases(['js', 'jsx'], { languageName: 'javascript' });
hljs.registerAliases(['ts', 'tsx'], { languageName: 'typescript' });
hljs.registerAliases(['py'], { languageName: 'python' });
hljs.registerAliases(['sh', 'shell'], { languageName: 'bash' });

/** Highlighted HTML (escaped by highlight.js), or null for an unknown language. */
export function highlight(code: string, language: string | null | undefined): string | null {
  const name = (language ?? '').toLowerCase();
  if (!name || !hljs.getLanguage(name)) return null;
  return hljs.highlight(code, { language: name, ignoreIllegals: true }).value;
}
