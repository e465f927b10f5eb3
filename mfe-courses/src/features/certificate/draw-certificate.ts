import type { CertificateData } from './certificate-data';
import { CERTIFICATE_TEXT, emblemInitials, formatCompletionDate } from './certificate-format';
import { FONTS, PAGE, PAPER_COLORS, SEAL_TRACKING, TEXT_BOXES } from './certificate-layout';
import { type FitOptions, fitText, textDirection } from './fit-text';

/**
 * Draws the certificate with the Canvas 2D API, so every script in a name (Arabic, accented
 * Latin, CJK…) is shaped by the browser's own text engine. The layout is in PDF points on an
 * A4 landscape page (842 × 595) and scaled to the canvas, whatever its pixel size.
 * The HTML certificate (certificate-view.tsx) follows the same layout (certificate-layout.ts).
 */

/** A decoded image and its natural size. */
export interface CertificateImage {
  source: CanvasImageSource;
  width: number;
  height: number;
}

export interface CertificateImages {
  logo: CertificateImage | null;
  signature: CertificateImage | null;
}

const CENTER_X = PAGE.width / 2;
const TEXT_WIDTH = TEXT_BOXES.name.width;

interface TextStyle {
  font: string; // family list
  weight: number;
  color: string;
  italic?: boolean;
  letterSpacing?: number; // points
}

function setFont(ctx: CanvasRenderingContext2D, style: TextStyle, size: number): void {
  ctx.font = `${style.italic ? 'italic ' : ''}${style.weight} ${size}px ${style.font}`;
  ctx.fillStyle = style.color;
  // Not in every browser yet; elsewhere the text is simply drawn without tracking.
  if ('letterSpacing' in ctx) ctx.letterSpacing = `${style.letterSpacing ?? 0}px`;
}

/** One line of text centred on (x, y), never wider than maxWidth. */
function drawLine(
  ctx: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  size: number,
  style: TextStyle,
  maxWidth: number,
): void {
  setFont(ctx, style, size);
  ctx.direction = textDirection(text);
  ctx.fillText(text, x, y, maxWidth);
}

/**
 * Text fitted into a box centred on x (one or two lines, as large as fits) and placed at the
 * top, middle or bottom of the box between `top` and `top + box.height`.
 */
function drawFitted(
  ctx: CanvasRenderingContext2D,
  text: string,
  x: number,
  top: number,
  style: TextStyle,
  box: FitOptions,
  align: 'top' | 'middle' | 'bottom' = 'middle',
): void {
  const measure = (line: string, size: number) => {
    setFont(ctx, style, size);
    return ctx.measureText(line).width;
  };
  const { size, lines } = fitText(text, measure, box);
  const step = size * box.lineHeight;
  const used = lines.length * step;
  const offset = align === 'top' ? 0 : align === 'bottom' ? box.height - used : (box.height - used) / 2;
  lines.forEach((line, i) => {
    drawLine(ctx, line, x, top + offset + step * (i + 0.5), size, style, box.width);
  });
}

/** An image scaled to fit inside the box, centred, keeping its aspect ratio. */
function drawContained(
  ctx: CanvasRenderingContext2D,
  image: CertificateImage,
  box: { x: number; y: number; width: number; height: number },
): void {
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  ctx.drawImage(
    image.source,
    box.x + (box.width - width) / 2,
    box.y + (box.height - height) / 2,
    width,
    height,
  );
}

function drawFrame(ctx: CanvasRenderingContext2D): void {
  ctx.fillStyle = PAPER_COLORS.paper;
  ctx.fillRect(0, 0, PAGE.width, PAGE.height);
  ctx.strokeStyle = PAPER_COLORS.navy;
  ctx.lineWidth = 6;
  ctx.strokeRect(18, 18, PAGE.width - 36, PAGE.height - 36);
  ctx.strokeStyle = PAPER_COLORS.gold;
  ctx.lineWidth = 1.5;
  ctx.strokeRect(30, 30, PAGE.width - 60, PAGE.height - 60);
  // A small gold diamond on each corner of the inner line.
  ctx.fillStyle = PAPER_COLORS.gold;
  for (const [x, y] of [
    [30, 30],
    [PAGE.width - 30, 30],
    [30, PAGE.height - 30],
    [PAGE.width - 30, PAGE.height - 30],
  ] as const) {
    ctx.beginPath();
    ctx.moveTo(x, y - 6);
    ctx.lineTo(x + 6, y);
    ctx.lineTo(x, y + 6);
    ctx.lineTo(x - 6, y);
    ctx.closePath();
    ctx.fill();
  }
}

function rule(
  ctx: CanvasRenderingContext2D,
  x1: number,
  x2: number,
  y: number,
  color: string,
  width = 1,
): void {
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.beginPath();
  ctx.moveTo(x1, y);
  ctx.lineTo(x2, y);
  ctx.stroke();
}

/** The seal: a gold ring holding the logo, or the issuer's initials when there is no logo. */
function drawSeal(ctx: CanvasRenderingContext2D, data: CertificateData, logo: CertificateImage | null): void {
  const cx = CENTER_X;
  const cy = 445;
  ctx.fillStyle = '#ffffff';
  ctx.strokeStyle = PAPER_COLORS.gold;
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.arc(cx, cy, 44, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.arc(cx, cy, 38, 0, Math.PI * 2);
  ctx.stroke();
  if (logo) {
    ctx.save();
    ctx.beginPath();
    ctx.arc(cx, cy, 37, 0, Math.PI * 2);
    ctx.clip();
    drawContained(ctx, logo, { x: cx - 26, y: cy - 26, width: 52, height: 52 });
    ctx.restore();
  } else {
    const serifBold = { font: FONTS.serif, weight: 700, color: PAPER_COLORS.navy };
    drawFitted(ctx, emblemInitials(data.issuer), cx, cy - 20, serifBold, TEXT_BOXES.initials);
  }
  const sealStyle = { font: FONTS.sans, weight: 600, color: PAPER_COLORS.navy, letterSpacing: SEAL_TRACKING };
  drawFitted(ctx, data.sealText.toUpperCase(), cx, 496, sealStyle, TEXT_BOXES.sealText, 'top');
}

/** Date (left) and signature (right) on a line, above their labels. */
function drawFooter(
  ctx: CanvasRenderingContext2D,
  data: CertificateData,
  signature: CertificateImage | null,
) {
  const half = TEXT_BOXES.date.width / 2;
  const lineY = 466;
  const label = { font: FONTS.sans, weight: 400, color: PAPER_COLORS.muted };
  const value = { font: FONTS.sans, weight: 600, color: PAPER_COLORS.ink };

  const dateX = 205;
  drawFitted(ctx, formatCompletionDate(data.completedAt), dateX, lineY - 36, value, TEXT_BOXES.date);
  rule(ctx, dateX - half, dateX + half, lineY, PAPER_COLORS.ink, 0.8);
  drawFitted(ctx, CERTIFICATE_TEXT.dateLabel, dateX, lineY + 6, label, TEXT_BOXES.issuer, 'top');

  const signX = PAGE.width - 205;
  const signTop = lineY - 4 - TEXT_BOXES.script.height;
  if (signature) {
    drawContained(ctx, signature, {
      x: signX - half,
      y: signTop,
      width: half * 2,
      height: TEXT_BOXES.script.height,
    });
  } else {
    // No signature image: the issuer's name in a handwriting-like face stands in for one.
    const script = { font: FONTS.script, weight: 400, italic: true, color: PAPER_COLORS.navy };
    drawFitted(ctx, data.issuer, signX, signTop, script, TEXT_BOXES.script, 'bottom');
  }
  rule(ctx, signX - half, signX + half, lineY, PAPER_COLORS.ink, 0.8);
  drawFitted(ctx, data.issuer, signX, lineY + 6, label, TEXT_BOXES.issuer, 'top');
}

/** Draws the whole certificate onto ctx's canvas (any size; A4 landscape proportions expected). */
export function drawCertificate(
  ctx: CanvasRenderingContext2D,
  data: CertificateData,
  images: CertificateImages,
): void {
  ctx.save();
  ctx.setTransform(ctx.canvas.width / PAGE.width, 0, 0, ctx.canvas.height / PAGE.height, 0, 0);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  drawFrame(ctx);

  const title = { font: FONTS.serif, weight: 700, color: PAPER_COLORS.navy, letterSpacing: 3 };
  drawLine(ctx, CERTIFICATE_TEXT.title.toUpperCase(), CENTER_X, 100, 32, title, TEXT_WIDTH);
  rule(ctx, CENTER_X - 60, CENTER_X + 60, 128, PAPER_COLORS.gold, 1.5);

  const lead = { font: FONTS.sans, weight: 400, color: PAPER_COLORS.muted };
  drawLine(ctx, CERTIFICATE_TEXT.certifies, CENTER_X, 162, 14, lead, TEXT_WIDTH);
  const name = { font: FONTS.serif, weight: 700, color: PAPER_COLORS.ink };
  drawFitted(ctx, data.learnerName, CENTER_X, 178, name, TEXT_BOXES.name);
  rule(ctx, CENTER_X - 200, CENTER_X + 200, 262, PAPER_COLORS.gold, 0.8);

  drawLine(ctx, CERTIFICATE_TEXT.completed, CENTER_X, 286, 14, lead, TEXT_WIDTH);
  const course = { font: FONTS.sans, weight: 600, color: PAPER_COLORS.navy };
  drawFitted(ctx, data.courseTitle, CENTER_X, 302, course, TEXT_BOXES.course);

  drawSeal(ctx, data, images.logo);
  drawFooter(ctx, data, images.signature);
  ctx.restore();
}
