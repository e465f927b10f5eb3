// An append-only submissions log (JSON lines). Writes go through one queue and are fsynced
// before a submission is acknowledged, so concurrent submissions never interleave or get lost.
import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';

export function createSubmissionStore(file) {
  let queue = Promise.resolve();
  let handle = null;
  let counter = 0;

  async function fileHandle() {
    if (!handle) {
      await mkdir(path.dirname(file), { recursive: true });
      handle = await open(file, 'a');
    }
    return handle;
  }

  return {
    file,
    /** Appends one submission; resolves with the stored record once it is on disk. */
    append(form, fields, meta = {}) {
      const record = {
        id: `${Date.now().toString(36)}-${(counter++).toString(36)}`,
        form,
        receivedAt: new Date().toISOString(),
        fields,
        ...meta,
      };
      const write = queue.then(async () => {
        const fd = await fileHandle();
        await fd.appendFile(`${JSON.stringify(record)}\n`);
        await fd.datasync();
        return record;
      });
      queue = write.catch(() => {});
      return write;
    },
    /** Every stored submission (optionally of one form), oldest first. */
    async list(form) {
      await queue;
      let text = '';
      try {
        text = await readFile(file, 'utf8');
      } catch {
        return [];
      }
      const records = [];
      for (const line of text.split('\n')) {
        if (!line.trim()) continue;
        try {
          records.push(JSON.parse(line));
        } catch {
          // A torn last line after a crash: skip it, keep everything before it.
        }
      }
      return form ? records.filter((r) => r.form === form) : records;
    },
    async close() {
      await queue;
      await handle?.close();
      handle = null;
    },
  };
}
