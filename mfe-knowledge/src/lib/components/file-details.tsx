import { useLocale } from '@quantethic/shared';
import { formatKb } from '../format';
import { useKnowledgeMessages } from '../messages';

/**
 * 'term-sheet.pdf · 2 KB': a file's name and its size in the page's locale (SPEC §9), either left
 * out when unknown. The name is isolated from the text around it (`<bdi>`: on an Arabic page a
 * Latin name keeps its '.pdf' where it is written) and left as it is by translators.
 */
export function FileDetails({
  filename,
  size,
  className,
}: {
  filename: string | null;
  size: number | null;
  className?: string;
}) {
  const t = useKnowledgeMessages();
  const locale = useLocale();
  const kb = formatKb(size, locale, t);
  return (
    <span className={className}>
      {filename ? <bdi translate="no">{filename}</bdi> : null}
      {filename && kb ? ' · ' : null}
      {kb}
    </span>
  );
}
