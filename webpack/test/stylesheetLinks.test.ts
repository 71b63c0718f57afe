import { stylesheetLinks } from '../stylesheetLinks';

test('every stylesheet of the build is linked once, whatever chunk it came in', () => {
  expect(
    stylesheetLinks([
      'main.1a2b3c4d.js',
      '69.134feca8.css',
      '159.d8dadff0.css',
      '249.d8dadff0.css',
      '713.db72d979.css',
      '69.134feca8.css.map',
    ]),
  ).toEqual(['159.d8dadff0.css', '69.134feca8.css', '713.db72d979.css']);
});

test('a development build (names without hashes) links each file', () => {
  expect(stylesheetLinks(['main.css', 'admin.css', 'main.js'])).toEqual(['admin.css', 'main.css']);
});
