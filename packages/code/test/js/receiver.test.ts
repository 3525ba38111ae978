import { describe, expect, it } from 'vitest';
import { readOne, spanOf } from './read.js';

describe('JavaScript receiver (socket mode)', () => {
  it('reads socketMode: true, false and computed at the option', async () => {
    for (const [value, expected] of [
      ['true', true],
      ['false', false],
      ["process.env.SOCKET === '1'", 'computed'],
    ] as const) {
      const text = `const app = new App({ token, socketMode: ${value}, appToken });`;
      const facts = await readOne('app.js', text);
      expect(facts.socketMode).toEqual({ value: expected, span: spanOf(text, value) });
    }
  });

  it('reads the receiver option, followed through a constant, and HTTP by default', async () => {
    const socket = 'const receiver = new SocketModeReceiver({ appToken });\nconst app = new App({ token, receiver });';
    expect((await readOne('app.js', socket)).socketMode).toEqual({ value: true, span: spanOf(socket, 'receiver', 'token, ') });
    const express = 'const app = new App({ token, receiver: new ExpressReceiver({ signingSecret }) });';
    expect((await readOne('app.js', express)).socketMode).toEqual({ value: false, span: spanOf(express, 'new ExpressReceiver({ signingSecret })') });
    const plain = "const { App } = require('@slack/bolt');\nconst app = new App({ token, signingSecret });";
    expect((await readOne('app.js', plain)).socketMode).toEqual({ value: false, span: spanOf(plain, 'App', 'new ') });
    const options = 'const app = new App(options);';
    expect((await readOne('app.js', options)).socketMode).toEqual({ value: 'computed', span: spanOf(options, 'options') });
  });

  it('has no receiver when the file starts no App', async () => {
    expect((await readOne('listeners.js', "export const register = (app) => app.action('a', h);")).socketMode).toBeUndefined();
  });
});
