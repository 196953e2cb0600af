import { toExportDocument, type Block, type Bytes, type ExportInput } from './document.server.ts'

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

// No script, no outside resource: the file opens the same offline, in any browser, years
// later. Devanagari falls back to the fonts the reader's system has for it.
const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; background: #f1f5f9; color: #0f172a;
    font: 12pt/1.55 "Noto Serif", "Noto Serif Devanagari", Georgia, "Nirmala UI", Mangal, serif; }
  main { box-sizing: border-box; max-width: 21cm; margin: 2rem auto; padding: 2.5cm; background: #fff;
    box-shadow: 0 1px 4px rgb(15 23 42 / 0.15); }
  h1 { font-size: 16pt; text-align: center; margin: 0 0 1.5em; }
  h2 { font-size: 12pt; margin: 1.6em 0 0.6em; }
  h3 { font-size: 12pt; margin: 1em 0 0.3em; }
  p { margin: 0 0 0.8em; text-align: justify; }
  p.strong { font-weight: bold; text-align: center; }
  p.lines { text-align: left; }
  ol.items { list-style: none; margin: 0 0 0.8em; padding-left: 2.5em; }
  ol.items li { margin-bottom: 0.3em; }
  ol.items .label { display: inline-block; min-width: 2.2em; margin-left: -2.5em; }
  @page { size: A4; margin: 2.5cm; }
  @media print {
    body { background: none; }
    main { max-width: none; margin: 0; padding: 0; box-shadow: none; }
    h1, h2, h3 { break-after: avoid; }
    p, li { orphans: 3; widows: 3; }
  }
`

function renderBlock(block: Block): string {
  switch (block.kind) {
    case 'part':
      return `<h2>${escapeHtml(block.text)}</h2>`
    case 'section':
      return `<h2>${escapeHtml(`${block.number}. ${block.heading}`)}</h2>`
    case 'clause': {
      const items = block.items.length
        ? `<ol class="items">${block.items
            .map(
              (item) =>
                `<li><span class="label">${escapeHtml(item.label)}</span> ${escapeHtml(item.text)}</li>`,
            )
            .join('')}</ol>`
        : ''
      return [
        `<h3>${escapeHtml(`${block.number} ${block.heading}`)}</h3>`,
        block.text ? `<p>${escapeHtml(block.text)}</p>` : '',
        items,
        block.tail ? `<p>${escapeHtml(block.tail)}</p>` : '',
      ].join('')
    }
    case 'paragraph': {
      const className = block.strong ? ' class="strong"' : block.lines.length > 1 ? ' class="lines"' : ''
      return `<p${className}>${block.lines.map(escapeHtml).join('<br>')}</p>`
    }
  }
}

/** A standalone, printable page: one file, styles inline, every text escaped. */
export function renderHtml(input: ExportInput): Bytes {
  const doc = toExportDocument(input)
  const html = `<!DOCTYPE html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="NyayaDraft">
<title>${escapeHtml(doc.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(doc.title)}</h1>
${doc.blocks.map(renderBlock).join('\n')}
</main>
</body>
</html>
`
  return new TextEncoder().encode(html)
}
