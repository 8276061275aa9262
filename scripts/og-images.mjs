#!/usr/bin/env node
// Makes the link-preview images (decision 0030): public/og/<category path>.png and public/og/promptmarket.png,
// 1200x630, as Chromium screenshots of a small HTML card. Run once after changing a category's name or this
// card, then commit the PNGs: `node scripts/og-images.mjs`.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { categories } from '../src/shared/catalog/categories.ts'

const outDir = join(import.meta.dirname, '..', 'public', 'og')
mkdirSync(outDir, { recursive: true })

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const accents = {
  health: ['#0d9488', '#134e4a'],
  life: ['#7c3aed', '#3b0764'],
  business: ['#2563eb', '#172554'],
  social: ['#db2777', '#500724'],
  tools: ['#c2410c', '#431407'],
  site: ['#4f46e5', '#1e1b4b'],
}

const card = ({ kicker, title, text, accent: [from, to] }) => `<!doctype html><html><head><style>
  * { box-sizing: border-box; margin: 0 }
  body { width: 1200px; height: 630px; font-family: 'DejaVu Sans', system-ui, sans-serif; color: white;
    background: ${to}; border-left: 24px solid ${from}; /* flat colours: a small PNG */
    display: flex; flex-direction: column; justify-content: space-between; padding: 72px 80px; }
  .brand { display: flex; align-items: center; gap: 20px; font-size: 34px; font-weight: 700; letter-spacing: -0.5px }
  .mark { width: 64px; height: 64px; border-radius: 16px; background: #4f46e5; display: grid; place-items: center }
  .kicker { font-size: 26px; text-transform: uppercase; letter-spacing: 4px; color: #c7d2fe; margin-bottom: 20px }
  h1 { font-size: 76px; line-height: 1.05; letter-spacing: -1.5px; max-width: 1000px }
  p { margin-top: 26px; font-size: 32px; line-height: 1.35; color: #e2e8f0; max-width: 980px }
  .foot { font-size: 26px; color: #cbd5e1 }
</style></head><body>
  <div class="brand"><span class="mark"><svg width="34" height="34" viewBox="0 0 24 24" fill="none" stroke="white"
    stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M9.937 15.5A2 2 0 0 0 8.5 14.063l-6.135-1.582a.5.5 0 0 1 0-.962L8.5 9.936A2 2 0 0 0 9.937 8.5l1.582-6.135a.5.5 0 0 1 .963 0L14.063 8.5A2 2 0 0 0 15.5 9.937l6.135 1.581a.5.5 0 0 1 0 .964L15.5 14.063a2 2 0 0 0-1.437 1.437l-1.582 6.135a.5.5 0 0 1-.963 0z"/></svg></span>PromptMarket</div>
  <div><div class="kicker">${escape(kicker)}</div><h1>${escape(title)}</h1><p>${escape(text)}</p></div>
  <div class="foot">Answer a few questions · get a personal prompt for any AI model</div>
</body></html>`

const cards = [
  {
    file: 'promptmarket.png',
    kicker: 'AI prompt templates',
    title: 'Prompt templates made personal',
    text: 'Prompt templates for everyday life, for ChatGPT, Claude, Gemini and any other model.',
    accent: accents.site,
  },
  ...categories.map((c) => ({
    file: `${c.path}.png`,
    kicker: 'Prompt templates',
    title: c.name,
    text: c.description,
    accent: accents[c.key],
  })),
]

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium' })
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
for (const c of cards) {
  await page.setContent(card(c))
  await page.screenshot({ path: join(outDir, c.file), type: 'png' })
  console.log(join(outDir, c.file))
}
await browser.close()
