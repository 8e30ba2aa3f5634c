/** A one-line progress bar on stderr (plain lines when not a terminal). */
export function progressBar() {
  const tty = process.stderr.isTTY;
  let lastLabel = '';
  let lastPercent = -1;
  return {
    update(done: number, total: number, label: string) {
      const percent = total > 0 ? Math.floor((done / total) * 100) : 100;
      if (tty) {
        const width = 30;
        const filled = Math.round((percent / 100) * width);
        process.stderr.write(
          `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(percent).padStart(3)}% ${label.padEnd(24)}`,
        );
      } else if (label !== lastLabel || percent >= lastPercent + 10) {
        process.stderr.write(`${percent}% ${label}\n`);
        lastPercent = percent;
      }
      lastLabel = label;
    },
    done() {
      if (tty) process.stderr.write('\n');
    },
  };
}
