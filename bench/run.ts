/**
 * `npm run bench` (tsx bench/run.ts): the rulebook's performance figures and budgets.
 *
 *   engine throughput vs a bare XState actor   (bench/engine.ts)
 *   random whole games per second              (bench/engine.ts)
 *   worst cases: lawful actions on the worst positions the limits accept, a link
 *     over the limit, a game at the action limit, Gin's meld search and Swiss
 *     pairing (bench/worst-cases.ts); the tests check these by counts only
 *   bot levels, each against the next lower one, and decision times, every game (bench/bot-tournaments.ts)
 *   JS shipped by the heaviest rules page      (bench/js-weight.ts), of every game
 *   LCP and TBT of that page in Chromium       (bench/paint.ts), of every game
 *   gzipped HTML and DOM elements before the reader interacts, heaviest rules page (bench/page-weight.ts)
 *   Lighthouse mobile: score, TTI and LCP against the text-only page, simulated and applied (bench/lighthouse.ts)
 *   examples waking on the phone profile: tap to interactive, link to playable (bench/wake.ts)
 *
 * then one PASS/FAIL line per budget (bench/budgets.ts); exit code 1 if one fails.
 * Reads the built site in dist/ (runs `astro build` first if there is none). The
 * engine figures and the worst cases come from child processes, plain Node with
 * types stripped (bench/plain-node.ts), so that tsx's transform does not slow
 * the engine down; a figure that had to be measured under tsx instead gets FAIL.
 *
 * Options: --dist=DIR (another build), --only=engine,games,worst,bots,js,paint,weight,lighthouse,wake (a subset),
 * --text-only=PAGE (the page under /<game>/ to compare with; default credits),
 * --lighthouse-runs=N (runs per page and method, default 5),
 * --editions=en,de (whose pages the JS, paint, weight and Lighthouse figures measure; default both),
 * --quick (fewer runs; figures for a rough look, not for the README).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../tests/e2e/browser';
import type { Browser } from 'playwright-core';
import { serveStatic } from '../tests/e2e/static-server';
import {
  DOM_ELEMENTS_BUDGET,
  ENGINE_RATIO_BUDGET,
  HTML_GZIP_BUDGET_BYTES,
  JS_BUDGET_BYTES,
  LCP_RATIO_BUDGET,
  LIGHTHOUSE_SCORE_BUDGET,
  LINK_TO_PLAYABLE_BUDGET_MS,
  TAP_TO_INTERACTIVE_BUDGET_MS,
  TTI_RATIO_BUDGET,
} from './budgets';
import { throwawayCertificate } from './tls';
import { makeLink, measureLink, measureTap, ON_SCREEN_MS, WAKE_EXAMPLES, type LinkTiming, type TapFigures, type WakeExample } from './wake';
import { hostBenchmarkIndex, PHONE, type CpuCalibration } from './phone-profile';
import { runLighthouse, type ThrottlingMethod } from './lighthouse';
import { heaviestHtml, loadedPage } from './page-weight';
import type { EngineJob } from './engine';
import { measureEngine } from './engine-process';
import { siteWeights } from './js-weight';
import { BENCH_EDITIONS, editionGames, type BenchEdition, type EditionGame } from './editions';
import { botTournaments } from './bot-tournaments';
import { measurePaint, type PaintResult } from './paint';
import { judgeWorstCases, measureWorstCases } from './worst-cases';
import { bytes, fmt, median, pct } from './stats';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const quick = args.includes('--quick');
const only = option('only')?.split(',');
const wanted = (part: string) => !only || only.includes(part);
const dist = resolve(option('dist') ?? join(ROOT, 'dist'));
const TEXT_ONLY = option('text-only') ?? 'credits';
/** --editions=en,de (default both): whose pages the weight, paint and Lighthouse figures measure. */
const EDITIONS = (option('editions')?.split(',') ?? [...BENCH_EDITIONS]).map((edition) => {
  if (!(BENCH_EDITIONS as readonly string[]).includes(edition)) throw new Error(`--editions: "${edition}" is not an edition (${BENCH_EDITIONS.join(', ')})`);
  return edition as BenchEdition;
});
const GAMES = editionGames(EDITIONS);
/** --lighthouse-runs=N: runs of each page and method whose median is judged (default 5; 1 with --quick). */
const LIGHTHOUSE_RUNS = Math.max(1, Math.min(20, Number(option('lighthouse-runs') ?? (quick ? 1 : 5)) || 5));

const verdicts: { name: string; ok: boolean; detail: string }[] = [];
const say = (line: string) => console.log(line);

function ensureBuilt(): void {
  if (existsSync(join(dist, 'index.html')) && existsSync(join(dist, 'gress'))) return;
  if (option('dist')) throw new Error(`${dist} has no built site`);
  say(`bench: no build in ${dist}; running astro build ...`);
  const localNode = join(ROOT, 'node_modules/.bin/node');
  const node = existsSync(localNode) ? localNode : process.execPath;
  const build = spawnSync(node, [join(ROOT, 'node_modules/.bin/astro'), 'build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (build.status !== 0) {
    throw new Error(`astro build failed (exit ${build.status}):\n${`${build.stdout}${build.stderr}`.split('\n').slice(-40).join('\n')}`);
  }
}

/** The engine figures, measured in a child process (bench/engine-process.ts). */
function engineFigures(): void {
  const job: EngineJob = {
    ...(wanted('engine') ? { ratio: { games: quick ? 30 : 100, bareEvents: quick ? 100_000 : 300_000, warmup: 2, rounds: quick ? 5 : 9 } } : {}),
    ...(wanted('games') ? { games: { count: quick ? 20 : 50, runs: quick ? 1 : 3 } } : {}),
  };
  const { figures, where, fallback } = measureEngine(job);
  if (fallback) say(`bench: the engine could not run under plain Node (${fallback}); measured under tsx instead, whose transform slows the engine down`);
  const r = figures.ratio;
  if (r) {
    say(
      `engine: ${fmt(r.engineEventsPerSecond)} events/s (${fmt(r.engineActionsPerSecond)} actions/s; ${fmt(r.totals.events)} events from ${fmt(r.totals.actions)} actions in ${r.totals.games} replayed games); ` +
        `bare XState actor: ${fmt(r.bareEventsPerSecond)} events/s; ratio ${pct(r.ratio)} (budget >= ${pct(ENGINE_RATIO_BUDGET)}; median of ${r.roundRatios.length} interleaved rounds, ` +
        `range ${pct(Math.min(...r.roundRatios))}-${pct(Math.max(...r.roundRatios))}; ${where})`,
    );
    // Figures from tsx's transform are not the engine's own (tsx costs the engine a quarter to a half of its rate): no verdict on them.
    verdicts.push({
      name: 'engine throughput',
      ok: r.ratio >= ENGINE_RATIO_BUDGET && !fallback,
      detail: `engine at ${pct(r.ratio, 1)} of the bare XState actor's event rate (budget >= ${pct(ENGINE_RATIO_BUDGET)})` +
        (fallback ? `; measured under tsx because plain Node could not run the engine (${fallback}), so not judged` : ''),
    });
  }
  const g = figures.games;
  if (g) {
    say(
      `random whole games: ${fmt(g.gamesPerSecond, 1)} games/s (bots choosing lawful actions, deal to penalty count; ${g.totals.games} games, ` +
        `${fmt(g.totals.actions / g.totals.games)} actions and ${fmt(g.totals.events / g.totals.games)} events per game on average` +
        `${g.unfinished > 0 ? `; ${g.unfinished} unfinished` : ''}; ${where})`,
    );
  }
}

/** The JS weight of the heaviest rules page of `game` against its text-only page. */
function jsFigures(game: EditionGame): { heaviest: string; textOnly: string } {
  const w = siteWeights(dist, game, TEXT_ONLY);
  const { heaviest: h, textOnly: t } = w;
  say(
    `JS shipped (gzip -9): heaviest rules page ${h.path}: ${bytes(h.total)} (files ${fmt(h.files)} B + inline ${fmt(h.inline)} B, ${h.fileSizes.length} files, ${h.islands} islands, HTML ${fmt(h.htmlGzip)} B gzip); ` +
      `text-only page ${t.path}: ${bytes(t.total)} (HTML ${fmt(t.htmlGzip)} B gzip); extra ${bytes(w.extra)} (budget <= ${fmt(JS_BUDGET_BYTES)} B)`,
  );
  const lazy = h.lazy.length > 0 ? `; loaded later on demand (not counted): ${h.lazy.join(', ')}, ${fmt(h.lazyBytes)} B` : '';
  say(`  heaviest page's files: ${h.fileSizes.map((f) => `${f.file.replace(/^_astro\//, '')} ${fmt(f.gzip)}`).join(', ')}${lazy}`);
  verdicts.push({
    name: `JS weight (${game.title})`,
    ok: w.extra <= JS_BUDGET_BYTES,
    detail: `${h.path} ships ${fmt(w.extra)} B of gzipped JS more than ${t.path} (budget <= ${fmt(JS_BUDGET_BYTES)} B)`,
  });
  return { heaviest: h.path, textOnly: t.path };
}

async function paintFigures(paths: { heaviest: string; textOnly: string }): Promise<void> {
  const loads = quick ? 1 : 3;
  const server = await serveStatic(dist);
  const browser = await launchBrowser();
  try {
    const results = new Map<string, PaintResult[]>([[paths.heaviest, []], [paths.textOnly, []]]);
    // One unmeasured load of each (disk cache, Chromium's own start-up), then the pages in turn.
    for (const path of results.keys()) await measurePaint(browser, server.url + path);
    for (let i = 0; i < loads; i++) {
      for (const [path, list] of results) list.push(await measurePaint(browser, server.url + path));
    }
    const med = (path: string, key: 'lcp' | 'tbt') => median(results.get(path)!.map((r) => r[key]));
    const ratio = (a: number, b: number) =>
      (b > 0 ? `${(a / b).toFixed(2)}x` : a > 0 ? 'n/a (text-only page 0 ms)' : '1x (both 0 ms)') + `, ${a >= b ? '+' : '-'}${fmt(Math.abs(a - b))} ms`;
    const h = results.get(paths.heaviest)!;
    const hydrated = `${Math.min(...h.map((r) => r.hydrated))}/${h[0].islands} islands hydrated`;
    for (const key of ['lcp', 'tbt'] as const) {
      const a = med(paths.heaviest, key);
      const b = med(paths.textOnly, key);
      const label = key === 'lcp' ? 'largest contentful paint' : 'total blocking time';
      say(
        `${label}: heaviest rules page ${paths.heaviest}: ${fmt(a)} ms; text-only page ${paths.textOnly}: ${fmt(b)} ms; ratio ${ratio(a, b)} ` +
          `(headless Chromium, median of ${loads} cold load${loads > 1 ? 's' : ''}${key === 'tbt' ? `, page scrolled through, ${hydrated}` : ''}; ` +
          `runs: ${h.map((r) => fmt(r[key])).join('/')} vs ${results.get(paths.textOnly)!.map((r) => fmt(r[key])).join('/')} ms)`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Gzipped HTML and DOM elements of each game's heaviest rules page, as loaded and untouched. */
async function weightFigures(): Promise<void> {
  const server = await serveStatic(dist);
  const browser = await launchBrowser();
  try {
    for (const game of GAMES) {
      const html = heaviestHtml(dist, game);
      const loaded = await loadedPage(browser, server.url + html.path);
      say(`page weight (${game.title}): ${html.path} ${fmt(html.gzip)} B of gzipped HTML, ${fmt(loaded.elements)} DOM elements at 375 px before any interaction, ${loaded.hydrated}/${loaded.islands} islands hydrated`);
      verdicts.push({ name: `HTML weight (${game.title})`, ok: html.gzip <= HTML_GZIP_BUDGET_BYTES, detail: `${html.path}: ${fmt(html.gzip)} B gzip (budget <= ${fmt(HTML_GZIP_BUDGET_BYTES)} B)` });
      verdicts.push({ name: `DOM elements (${game.title})`, ok: loaded.elements <= DOM_ELEMENTS_BUDGET, detail: `${html.path}: ${fmt(loaded.elements)} (budget <= ${fmt(DOM_ELEMENTS_BUDGET)})` });
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * Lighthouse mobile on each game's heaviest rules page and on its text-only
 * page, interleaved, medians of several runs each (single runs wobble by
 * 10-15%). The score is Lighthouse's standard (simulated) one. The time to
 * interactive and LCP budgets are for a 4x slower CPU on a Fast 3G network,
 * so they are judged with that profile applied by Chromium; Lantern's
 * estimates of the same ratios are printed beside them for comparison (see
 * bench/lighthouse.ts for why they differ on pages over 14.6 KB).
 */
async function lighthouseFigures(): Promise<void> {
  const server = await serveStatic(dist);
  try {
    for (const game of GAMES) {
      const heavy = heaviestHtml(dist, game).path;
      const text = `/${game.id}/${TEXT_ONLY}/`;
      const measure = async (method: ThrottlingMethod, runs: number) => {
        const urls = Array.from({ length: runs }, () => [server.url + heavy, server.url + text]).flat();
        const results = await runLighthouse(urls, method);
        const of = (i: 0 | 1) => results.filter((_, n) => n % 2 === i);
        const med = (i: 0 | 1, key: 'score' | 'tti' | 'lcp') => median(of(i).map((r) => r[key]));
        const tti = med(0, 'tti') / med(1, 'tti');
        const lcp = med(0, 'lcp') / med(1, 'lcp');
        say(
          `Lighthouse mobile, ${method === 'simulate' ? 'simulated (its default)' : 'applied by Chromium'} (${game.title}, median of ${runs}): ` +
            `${heavy} score ${med(0, 'score')}, TTI ${fmt(med(0, 'tti'))} ms, LCP ${fmt(med(0, 'lcp'))} ms; ` +
            `${text} score ${med(1, 'score')}, TTI ${fmt(med(1, 'tti'))} ms, LCP ${fmt(med(1, 'lcp'))} ms; ratios TTI ${tti.toFixed(2)}x, LCP ${lcp.toFixed(2)}x`,
        );
        return { score: med(0, 'score'), tti, lcp };
      };
      const simulated = await measure('simulate', LIGHTHOUSE_RUNS);
      const applied = await measure('devtools', LIGHTHOUSE_RUNS);
      verdicts.push({ name: `Lighthouse score (${game.title})`, ok: simulated.score >= LIGHTHOUSE_SCORE_BUDGET, detail: `${heavy}: ${simulated.score} (budget >= ${LIGHTHOUSE_SCORE_BUDGET})` });
      verdicts.push({
        name: `time to interactive (${game.title})`,
        ok: applied.tti <= TTI_RATIO_BUDGET,
        detail: `${applied.tti.toFixed(2)}x the text-only page, 4x CPU and Fast 3G applied (budget <= ${TTI_RATIO_BUDGET}x); Lantern's estimate ${simulated.tti.toFixed(2)}x`,
      });
      verdicts.push({
        name: `largest contentful paint (${game.title})`,
        ok: applied.lcp <= LCP_RATIO_BUDGET,
        detail: `${applied.lcp.toFixed(2)}x the text-only page, 4x CPU and Fast 3G applied (budget <= ${LCP_RATIO_BUDGET}x); Lantern's estimate ${simulated.lcp.toFixed(2)}x`,
      });
    }
  } finally {
    await server.close();
  }
}

/**
 * Examples waking on the phone profile (bench/wake.ts), one example of each
 * game, median of 5 cold runs each: tap to interactive after the poster has
 * been on screen for 2 s, and a link to a played game from first paint to
 * play mode. The budgets are measured as the hosts README names serve the
 * site, over HTTP/2 (every file on one connection); the same figures over
 * HTTP/1.1 (six connections, a browser's limit per host, each file a round
 * trip of the profile's 562 ms) are printed beside them, for a host that
 * still speaks only that.
 */
async function wakeFigures(): Promise<void> {
  const runs = quick ? 1 : 5;
  const servers = { 'HTTP/2': await serveStatic(dist, { http2: await throwawayCertificate() }), 'HTTP/1.1': await serveStatic(dist) };
  const browser = await launchBrowser();
  const hostIndex = () => hostBenchmarkIndex(browser).then((index) => say(`waking: host benchmark index ${fmt(index)} (Lighthouse's; each run slows the CPU to the phone's ${fmt(PHONE.cpuIndex)})`));
  try {
    await hostIndex();
    for (const example of WAKE_EXAMPLES) {
      for (const [protocol, server] of Object.entries(servers)) {
        const figures = await wakeOf(browser, server.url, example, runs);
        say(
          `waking (${example.game}, ${protocol}, ${example.path}#${example.anchor}, phone profile: CPU at index ${fmt(PHONE.cpuIndex)} (${cpuSummary(figures.cpu)}), Fast 3G, median of ${runs}): ` +
            `tap to interactive ${fmt(figures.tap)} ms after ${fmt(ON_SCREEN_MS)} ms on screen, painted (runs ${figures.taps.map((t) => fmt(t)).join('/')}; in the page after ${fmt(figures.tapReady)} ms); ` +
            `link (${fmt(figures.linkLength)} characters) drawn ${fmt(figures.drawn)} ms and playable ${fmt(figures.playable)} ms after first paint ` +
            `(runs ${figures.links.map((l) => `${fmt(l.drawn)}/${fmt(l.playable)}`).join(', ')})`,
        );
        if (protocol !== 'HTTP/2') continue;
        verdicts.push({ name: `tap to interactive (${example.game})`, ok: figures.tap <= TAP_TO_INTERACTIVE_BUDGET_MS, detail: `${fmt(figures.tap)} ms over HTTP/2 (budget <= ${fmt(TAP_TO_INTERACTIVE_BUDGET_MS)} ms)` });
        verdicts.push({ name: `link to playable (${example.game})`, ok: figures.playable <= LINK_TO_PLAYABLE_BUDGET_MS, detail: `${fmt(figures.playable)} ms after first paint over HTTP/2 (budget <= ${fmt(LINK_TO_PLAYABLE_BUDGET_MS)} ms)` });
      }
    }
    await hostIndex();
  } finally {
    await browser.close();
    await Promise.all(Object.values(servers).map((server) => server.close()));
  }
}

/** The slowdowns the runs took and the host's index before them: "slowdown 3.1-4.2x of host index 1,380-1,900". */
function cpuSummary(runs: readonly CpuCalibration[]): string {
  const span = (values: number[], show: (v: number) => string) => {
    const [low, high] = [Math.min(...values), Math.max(...values)];
    return show(low) === show(high) ? show(low) : `${show(low)}-${show(high)}`;
  };
  const slower = runs.filter((r) => r.rate === 1).length;
  return (
    `slowdown ${span(runs.map((r) => r.rate), (v) => v.toFixed(1))}x of host index ${span(runs.map((r) => r.hostIndex), fmt)}` +
    (slower > 0 ? `; in ${slower} of ${runs.length} runs the host was slower than the phone` : '')
  );
}

/** One example's waking figures from one server: medians and the runs. */
async function wakeOf(browser: Browser, url: string, example: WakeExample, runs: number) {
  const tapRuns: TapFigures[] = [];
  for (let i = 0; i < runs; i++) tapRuns.push(await measureTap(browser, url, example));
  const taps = tapRuns.map((t) => t.painted);
  const link = await makeLink(browser, url, example);
  const links: LinkTiming[] = [];
  for (let i = 0; i < runs; i++) links.push(await measureLink(browser, url, example, link));
  return {
    cpu: [...tapRuns.map((t) => t.cpu), ...links.map((l) => l.cpu)],
    taps,
    links,
    tap: median(taps),
    tapReady: median(tapRuns.map((t) => t.ready)),
    drawn: median(links.map((l) => l.drawn)),
    playable: median(links.map((l) => l.playable)),
    linkLength: link.length,
  };
}

async function main(): Promise<void> {
  const started = performance.now();
  // CPU-bound figures first, before a browser competes for the cores.
  if (wanted('engine') || wanted('games')) engineFigures();
  if (wanted('worst')) {
    const worst = judgeWorstCases(measureWorstCases(quick ? 2 : 5));
    worst.lines.forEach(say);
    verdicts.push(...worst.verdicts);
  }
  if (wanted('bots')) {
    verdicts.push(...(await botTournaments({ games: quick ? 100 : 1000, say })).verdicts);
  }
  if (wanted('js') || wanted('paint')) {
    ensureBuilt();
    for (const game of GAMES) {
      const pages = jsFigures(game);
      if (wanted('paint')) await paintFigures(pages);
    }
  }
  if (wanted('weight') || wanted('lighthouse') || wanted('wake')) ensureBuilt();
  if (wanted('weight')) await weightFigures();
  if (wanted('lighthouse')) await lighthouseFigures();
  if (wanted('wake')) await wakeFigures();
  say('');
  for (const v of verdicts) say(`${v.ok ? 'PASS' : 'FAIL'} ${v.name}: ${v.detail}`);
  say(`bench: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (verdicts.some((v) => !v.ok)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
