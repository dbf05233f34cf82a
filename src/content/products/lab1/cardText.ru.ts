/** Molecular Mouse, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Портативная система ПЦР в реальном времени, работающая с готовыми картриджами «лаборатория на чипе». Панель для диагностики сепсиса — 64 мишени, результат примерно через 1 час.';

export default cardText;
