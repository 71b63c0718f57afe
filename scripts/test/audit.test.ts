import { blockingAdvisories } from '../audit';

// The shape of `npm audit --json` (report version 2), trimmed to what the check reads.
const report = {
  auditReportVersion: 2,
  vulnerabilities: {
    'sanitize-html': {
      severity: 'high',
      via: [
        {
          source: 1,
          name: 'sanitize-html',
          title: 'XSS through xmp',
          url: 'https://github.com/advisories/GHSA-rpr9-rxv7-x643',
          severity: 'high',
          range: '<2.17.3',
        },
      ],
    },
    'left-pad': {
      severity: 'moderate',
      via: [
        {
          source: 2,
          name: 'left-pad',
          title: 'Slow',
          url: 'https://github.com/advisories/GHSA-aaaa-bbbb-cccc',
          severity: 'moderate',
          range: '*',
        },
      ],
    },
    // Listed only because of a package below it: that package's entry carries the advisory.
    wrapper: { severity: 'high', via: ['sanitize-html'] },
  },
};

test('a high or critical advisory of a production dependency blocks, a moderate one does not', () => {
  expect(blockingAdvisories(report, {})).toEqual([
    'high: sanitize-html <2.17.3 — XSS through xmp (GHSA-rpr9-rxv7-x643)',
  ]);
});

test('an advisory accepted with a reason no longer blocks', () => {
  expect(blockingAdvisories(report, { 'GHSA-rpr9-rxv7-x643': 'not reachable: xmp is dropped' })).toEqual([]);
});
