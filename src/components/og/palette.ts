/**
 * The preview pictures' colours: a dark band, a green baize table, paper
 * cards. Chosen for contrast at thumbnail size (white on the baize and on the
 * band is above 7:1; the accent marks the acting seat and the cards that matter).
 */
export const PALETTE = {
  band: '#16233b',
  bandText: '#ffffff',
  bandMuted: '#c3cde0',
  accent: '#f2c14e',
  felt: '#1c5a3c',
  feltDark: '#123a27',
  onFelt: '#e9f2ec',
  onFeltMuted: '#b9d3c3',
  paper: '#fdfcf7',
  edge: '#8c909a',
  back: '#2f4f9e',
  ink: '#14161b',
  red: '#b0102a',
} as const;
