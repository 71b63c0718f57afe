// The web tests' environment: jsdom, plus the Fetch API classes that jsdom lacks and React
// Router's data router needs (it builds a Request, with an AbortSignal, for every navigation).
// Node's own classes are passed in, with Node's AbortController so that the two agree.
const { TestEnvironment } = require('jest-environment-jsdom');

class WebTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
    });
  }
}

module.exports = WebTestEnvironment;
