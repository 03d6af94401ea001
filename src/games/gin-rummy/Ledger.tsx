/** §13: the score sheet under the table, and the settlement once the match is over. */
import { CitationList } from '../../components/sandbox/Citation';
import type { LedgerView } from './ledger-view';
import { useUiText } from '../../i18n/ui-text';
import { BOARD_WORDS } from './table-words';

export function Ledger({ ledger }: { ledger: LedgerView }) {
  const t = useUiText(BOARD_WORDS);
  const [a, b] = ledger.names;
  return (
    <div class="gr-ledger">
      <table class="gr-sheet">
        <caption>{t.scoreSheet}</caption>
        <thead>
          <tr>
            <th scope="col">{t.hand}</th>
            <th scope="col">{a}</th>
            <th scope="col">{b}</th>
          </tr>
        </thead>
        <tbody>
          {ledger.rows.map((r) => (
            <tr key={r.hand} class={r.reached ? 'gr-sheet__reached' : undefined}>
              <th scope="row">{r.hand}</th>
              {[0, 1].map((s) => (
                <td key={s}>
                  {r.written[s] ? (
                    <>
                      <span class="gr-sheet__won">{r.written[s]}</span> <span class="gr-sheet__run">= {r.running[s]}</span>
                    </>
                  ) : (
                    <span class="gr-sheet__run">{r.running[s]}</span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {ledger.settlement && (
        <div class="gr-settlement">
          <table class="gr-sheet">
            <caption>{t.settlement}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span class="gs-sr">{t.item}</span>
                </th>
                <th scope="col">{a}</th>
                <th scope="col">{b}</th>
              </tr>
            </thead>
            <tbody>
              {ledger.settlement.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.values[0]}</td>
                  <td>{row.values[1]}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p class="gr-result gr-result--match">
            {ledger.settlement.text} <CitationList citations={ledger.settlement.citations} label={t.rules} />
          </p>
        </div>
      )}
    </div>
  );
}
