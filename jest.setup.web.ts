import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom has no TextEncoder; react-router needs it when its module loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });
