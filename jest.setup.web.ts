import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// On a busy two-core machine a screen test typing into the rich-text editor can take seconds:
// generous limits keep slowness from reading as failure (a wrong answer still fails at once).
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 4_000 });
