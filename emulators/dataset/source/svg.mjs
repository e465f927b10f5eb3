// Original illustrations for the demo dataset, generated as SVG: course and article covers,
// portraits, a logo, a signature. Deterministic: the same input always gives the same file.

function hash(text) {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** A small deterministic random generator seeded by text. */
function rng(seed) {
  let state = hash(seed) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10000) / 10000;
  };
}

const PALETTES = [
  ['#0f766e', '#14b8a6', '#ccfbf1', '#f59e0b'],
  ['#1d4ed8', '#60a5fa', '#dbeafe', '#f97316'],
  ['#6d28d9', '#a78bfa', '#ede9fe', '#facc15'],
  ['#2e7d32', '#81c784', '#e8f5e9', '#c2a14d'],
  ['#9f1239', '#fb7185', '#ffe4e6', '#0ea5e9'],
  ['#1e293b', '#475569', '#e2e8f0', '#22d3ee'],
];

const escapeXml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function wrap(text, max) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (`${line} ${word}`.trim().length > max && line) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

/** Geometric motifs that fit the subjects. */
const MOTIFS = {
  // An eight-point star lattice (Islamic geometric pattern).
  star: (r, [, accent, , highlight]) => {
    let out = '';
    for (let y = 0; y < 4; y++)
      for (let x = 0; x < 6; x++) {
        const cx = 60 + x * 140 + (y % 2) * 70;
        const cy = 60 + y * 130;
        const s = 34 + r() * 10;
        out += `<g transform="translate(${cx} ${cy})" opacity="${(0.25 + r() * 0.35).toFixed(2)}"><rect x="${-s}" y="${-s}" width="${s * 2}" height="${s * 2}" fill="none" stroke="${accent}" stroke-width="3"/><rect x="${-s}" y="${-s}" width="${s * 2}" height="${s * 2}" transform="rotate(45)" fill="none" stroke="${x % 3 === 0 ? highlight : accent}" stroke-width="3"/></g>`;
      }
    return out;
  },
  // A rising line chart with bars (quantitative modelling).
  chart: (r, [, accent, , highlight]) => {
    let bars = '';
    let points = '';
    for (let i = 0; i < 12; i++) {
      const h = 60 + r() * 180 + i * 12;
      bars += `<rect x="${80 + i * 62}" y="${470 - h}" width="34" height="${h}" rx="6" fill="${accent}" opacity="0.35"/>`;
      points += `${97 + i * 62},${430 - h * 0.9} `;
    }
    return `${bars}<polyline points="${points.trim()}" fill="none" stroke="${highlight}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`;
  },
  // Concentric arcs and a balance beam (ethics).
  balance: (_r, [, accent, , highlight]) =>
    `<g fill="none" stroke="${accent}" stroke-width="6" opacity="0.5">${[80, 140, 200, 260].map((rad) => `<circle cx="840" cy="420" r="${rad}"/>`).join('')}</g>` +
    `<g stroke="${highlight}" stroke-width="10" stroke-linecap="round"><line x1="560" y1="160" x2="560" y2="400"/><line x1="420" y1="200" x2="700" y2="200"/><line x1="440" y1="200" x2="400" y2="300"/><line x1="440" y1="200" x2="480" y2="300"/><line x1="680" y1="200" x2="640" y2="300"/><line x1="680" y1="200" x2="720" y2="300"/></g>` +
    `<path d="M395 300h90a45 20 0 0 1-90 0Zm240 0h90a45 20 0 0 1-90 0Z" fill="${highlight}"/>`,
  // A normal curve with shaded tail (risk).
  curve: (_r, [, accent, , highlight]) => {
    let d = 'M60 460';
    for (let x = 0; x <= 880; x += 20) {
      const z = (x - 440) / 150;
      d += ` L${60 + x} ${460 - 300 * Math.exp((-z * z) / 2)}`;
    }
    return `<path d="${d}" fill="none" stroke="${accent}" stroke-width="8"/><path d="${d} L940 460 Z" fill="${accent}" opacity="0.15"/><rect x="60" y="160" width="140" height="300" fill="${highlight}" opacity="0.35"/>`;
  },
  // Interlocking network nodes (markets, portfolios).
  network: (r, [, accent, , highlight]) => {
    const nodes = Array.from({ length: 14 }, () => [80 + r() * 840, 80 + r() * 380]);
    let out = '';
    nodes.forEach(([x, y], i) => {
      const [nx, ny] = nodes[(i * 5 + 3) % nodes.length];
      out += `<line x1="${x.toFixed(0)}" y1="${y.toFixed(0)}" x2="${nx.toFixed(0)}" y2="${ny.toFixed(0)}" stroke="${accent}" stroke-width="3" opacity="0.5"/>`;
    });
    nodes.forEach(([x, y], i) => {
      out += `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${10 + (i % 4) * 5}" fill="${i % 3 ? accent : highlight}"/>`;
    });
    return out;
  },
};

/** A 1000×560 cover with a motif and the title (course thumbnails, article images). */
export function cover({ title, subtitle = '', motif = 'chart', seed = title }) {
  const r = rng(seed);
  const palette = PALETTES[hash(seed) % PALETTES.length];
  const [dark, , light] = palette;
  const lines = wrap(title, 24);
  const text = lines
    .map(
      (line, i) =>
        `<text x="60" y="${420 - (lines.length - 1 - i) * 58}" font-family="Georgia, serif" font-size="52" font-weight="700" fill="${light}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="560" viewBox="0 0 1000 560" role="img" aria-label="${escapeXml(title)}"><rect width="1000" height="560" fill="${dark}"/>${MOTIFS[motif](r, palette)}<rect x="0" y="300" width="1000" height="260" fill="${dark}" opacity="0.55"/>${text}${subtitle ? `<text x="62" y="480" font-family="Arial, sans-serif" font-size="26" fill="${light}" opacity="0.9">${escapeXml(subtitle)}</text>` : ''}</svg>`;
}

/** A stylised 400×400 portrait: head and shoulders, skin/hair/clothing tones picked by name. */
export function portrait(name) {
  const r = rng(name);
  const skins = ['#8d5524', '#c68642', '#e0ac69', '#f1c27d', '#ffdbac', '#6b4423'];
  const hairs = ['#1b1b1b', '#3b2a1a', '#5a3825', '#8d6e63', '#2c1b10', '#4a4a4a'];
  const clothes = ['#1d4ed8', '#0f766e', '#6d28d9', '#2e7d32', '#9f1239', '#334155'];
  const bg = ['#dbeafe', '#ccfbf1', '#ede9fe', '#e8f5e9', '#ffe4e6', '#e2e8f0'];
  const pick = (list) => list[Math.floor(r() * list.length)];
  const skin = pick(skins);
  const hair = pick(hairs);
  const cloth = pick(clothes);
  const covered = r() > 0.6; // a head scarf
  const head = covered
    ? `<path d="M120 190c0-70 36-112 80-112s80 42 80 112v70c-24 24-136 24-160 0Z" fill="${cloth}"/><ellipse cx="200" cy="185" rx="56" ry="66" fill="${skin}"/>`
    : `<ellipse cx="200" cy="180" rx="62" ry="72" fill="${skin}"/><path d="M138 170c0-56 28-86 62-86s62 30 62 86c-12-26-30-40-62-40s-50 14-62 40Z" fill="${hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="Portrait of ${escapeXml(name)}"><rect width="400" height="400" fill="${pick(bg)}"/><path d="M70 400c8-80 60-120 130-120s122 40 130 120Z" fill="${cloth}"/><rect x="176" y="230" width="48" height="50" fill="${skin}"/>${head}<circle cx="178" cy="182" r="5" fill="#1f2937"/><circle cx="222" cy="182" r="5" fill="#1f2937"/><path d="M182 215q18 12 36 0" stroke="#7c2d12" stroke-width="4" fill="none" stroke-linecap="round"/></svg>`;
}

/** The QuantEthic logo mark (also used on certificates). */
export function logo() {
  return '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 64 64" role="img" aria-label="QuantEthic"><rect width="64" height="64" rx="16" fill="#1d4ed8"/><circle cx="30" cy="30" r="15" fill="none" stroke="#fff" stroke-width="6"/><path d="M38 38l12 12" stroke="#fff" stroke-width="6" stroke-linecap="round"/><path d="M21 34l6-6 5 4 7-9" fill="none" stroke="#a7f3d0" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/></svg>';
}

/** A handwritten-style signature line for certificates. */
export function signature(name) {
  const r = rng(`signature ${name}`);
  let d = 'M20 70';
  for (let x = 20; x < 380; x += 24)
    d += ` q12 ${(-40 + r() * 60).toFixed(0)} 24 ${(-6 + r() * 12).toFixed(0)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120" viewBox="0 0 400 120" role="img" aria-label="Signature of ${escapeXml(name)}"><path d="${d}" fill="none" stroke="#1e293b" stroke-width="3" stroke-linecap="round"/><line x1="20" y1="100" x2="380" y2="100" stroke="#94a3b8" stroke-width="2"/></svg>`;
}
