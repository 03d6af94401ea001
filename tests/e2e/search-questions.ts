/**
 * Forty plain questions a player asks at the table, ten per game, in their own
 * words rather than the pages' (tests/e2e/search-answers.test.ts). Each names
 * the paragraph that answers it, worked out from the rulebook: the answer is
 * that paragraph's section, or a referee's question whose answer cites that
 * paragraph first. The first three include the issue's own queries (issue 25):
 * "can I throw a jack while I owe cards", "gin rummy undercut" and "sens must
 * I trump", the last two being "undercut" and "must I trump" with the game's
 * name before them.
 */
export interface Question {
  readonly query: string;
  readonly game: 'gress' | 'the-game' | 'gin-rummy' | 'sens';
  readonly paragraph: string;
}

/** How a player names the game in a query, put before the question. */
export const SPOKEN_NAME: Readonly<Record<Question['game'], string>> = {
  gress: 'gress',
  'the-game': 'the game',
  'gin-rummy': 'gin rummy',
  sens: 'sens',
};

export const QUESTIONS: readonly Question[] = [
  { query: 'can I throw a jack while I owe cards', game: 'gress', paragraph: '7.3' },
  { query: 'undercut', game: 'gin-rummy', paragraph: '10' },
  { query: 'must I trump', game: 'sens', paragraph: '9.4' },

  // Gress
  { query: 'what do we do when the draw pile is empty', game: 'gress', paragraph: '10.1' },
  { query: 'I forgot to say last but one', game: 'gress', paragraph: '8.2' },
  { query: 'who writes down the scores', game: 'gress', paragraph: '11.5' },
  { query: 'someone took cards from the pile when they were not allowed to', game: 'gress', paragraph: '10.6' },
  { query: 'does a king make everyone pick up a card', game: 'gress', paragraph: '5.2' },
  { query: 'can I play two red nines at once', game: 'gress', paragraph: '6.2' },
  { query: 'what does an eight do', game: 'gress', paragraph: '5.7' },
  { query: 'how do you count the penalty points at the end', game: 'gress', paragraph: '9.4' },
  { query: 'the dealer forgot to deal the Markes', game: 'gress', paragraph: '11.9' },

  // The Game: Face to Face
  { query: 'do I have to play two cards every turn', game: 'the-game', paragraph: '5.1' },
  { query: 'can I go back down on the rising pile', game: 'the-game', paragraph: '3.3' },
  { query: 'how many cards can I put on my opponent\'s piles', game: 'the-game', paragraph: '4.1' },
  { query: 'my draw pile is used up, what now', game: 'the-game', paragraph: '7.3' },
  { query: 'do I refill to six after giving my opponent a card', game: 'the-game', paragraph: '6.2' },
  { query: 'do we toss a coin to see who starts', game: 'the-game', paragraph: '2.4' },
  { query: 'when do I lose', game: 'the-game', paragraph: '7.2' },
  { query: 'can I give my opponent a card that makes their pile worse', game: 'the-game', paragraph: '4.2' },
  { query: 'what are the 1 and the 60 for', game: 'the-game', paragraph: '1.2' },
  { query: 'can I do the ten trick more than once in a turn', game: 'the-game', paragraph: '3.4' },

  // Gin Rummy
  { query: 'how many points can I knock with', game: 'gin-rummy', paragraph: '7' },
  { query: 'how much is gin worth', game: 'gin-rummy', paragraph: '11' },
  { query: 'can I add my cards to the knocker\'s runs', game: 'gin-rummy', paragraph: '8' },
  { query: 'I was dealt twelve cards and saw it before picking them up', game: 'gin-rummy', paragraph: '14.9' },
  { query: 'my opponent drew before I had discarded', game: 'gin-rummy', paragraph: '14.4' },
  { query: 'he picked up two cards from the stock', game: 'gin-rummy', paragraph: '14.5' },
  { query: 'only two cards left in the stock and nobody knocked', game: 'gin-rummy', paragraph: '12' },
  { query: 'is the ace worth one or eleven', game: 'gin-rummy', paragraph: '2' },
  { query: 'what is the box bonus', game: 'gin-rummy', paragraph: '13.3' },

  // SENS
  { query: 'can I swap the trump seven for the turned up card', game: 'sens', paragraph: '6.1' },
  { query: 'both teams went over 500 in the same deal', game: 'sens', paragraph: '10.2' },
  { query: 'ober and king of trumps together', game: 'sens', paragraph: '7.3' },
  { query: 'someone revoked and we only noticed later', game: 'sens', paragraph: '1.4' },
  { query: 'how much is the last trick worth', game: 'sens', paragraph: '3.2' },
  { query: 'how many points is a Sau worth', game: 'sens', paragraph: '3.1' },
  { query: 'when do I have to announce my melds', game: 'sens', paragraph: '7.1' },
  { query: 'the dealer misdealt', game: 'sens', paragraph: '4.5' },
  { query: 'can I look at the last trick again', game: 'sens', paragraph: '1.5' },
];
