/** The words under the C100 Cassette Printer card in its list. */
const cardText =
  'Cold laser marking at 1440 cassettes per hour, with permanent, scanner-readable codes and no ink, ribbons or UV lamps to replace.';

export default cardText;
