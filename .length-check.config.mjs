import base from './eslint.config.mjs';
export default [...base, { files: ['**/*.{ts,tsx,mts}'], rules: {
  'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
  'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] } }];
