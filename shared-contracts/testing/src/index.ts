// The one test kit of every front-end test (jest + jsdom); never imported by product code.
// browserApis comes first: it fills jsdom's gaps before the code under test loads.
export * from './browserApis';
export * from './fakeApi';
export * from './render';
