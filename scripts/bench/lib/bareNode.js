// The least a Node process can spend on a kept page, for the nginx part's reference: a plain
// `http` server answering each path with its bytes and headers from memory, nothing else.
// `node bareNode.js '<json: { port, pages: { path: { file, headers } } }>'`
const fs = require('node:fs');
const http = require('node:http');

const { port, pages } = JSON.parse(process.argv[2]);
const answers = new Map(
  Object.entries(pages).map(([route, { file, headers }]) => [
    route,
    { body: fs.readFileSync(file), headers },
  ]),
);

http
  .createServer((request, response) => {
    const answer = answers.get(request.url);
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, answer.headers).end(answer.body);
  })
  .listen(port, '127.0.0.1');
