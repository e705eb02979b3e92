import { createServer, type AddressInfo, type Socket } from 'node:net';
import { BSON, type Document } from 'mongodb';

/**
 * A test double of a MongoDB server's connection, for machines where none can run: it speaks the
 * wire protocol (OP_QUERY for the handshake, OP_MSG after it) well enough for the real driver to
 * connect, monitor and run simple commands, which `answer` replies to. `silent` accepts connections
 * and never answers, as a host behind a black-holing firewall would; `dropOn` cuts the connection.
 */
export interface FakeMongo {
  url: string;
  /** Every command received, in order, without the driver's session and cluster-time fields. */
  commands: Document[];
  close(): Promise<void>;
}

const OP_REPLY = 1;
const OP_MSG = 2013;

/** What a one-node primary of MongoDB 8.0 says in its handshake, with the fields the driver reads. */
function helloReply(connectionId: number): Document {
  return {
    helloOk: true,
    isWritablePrimary: true,
    ismaster: true,
    maxBsonObjectSize: 16 * 1024 * 1024,
    maxMessageSizeBytes: 48_000_000,
    maxWriteBatchSize: 100_000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId,
    minWireVersion: 0,
    maxWireVersion: 25,
    readOnly: false,
    ok: 1,
  };
}

export async function startFakeMongo(
  options: {
    silent?: boolean;
    answer?: (command: Document) => Document | undefined;
    /** Commands on which the connection is cut instead of answered, as a network failure would. */
    dropOn?: (command: Document) => boolean;
  } = {},
): Promise<FakeMongo> {
  const commands: Document[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  const reply = (command: Document, connectionId: number): Document => {
    const name = Object.keys(command)[0];
    if (name === 'hello' || name === 'isMaster' || name === 'ismaster') return helloReply(connectionId);
    const answered = options.answer?.(command);
    if (answered) return answered;
    if (name === 'ping' || name === 'endSessions') return { ok: 1 };
    return { ok: 0, errmsg: `no such command: '${name}'`, code: 59, codeName: 'CommandNotFound' };
  };
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (options.silent) return;
    const connectionId = ++connections;
    let pending = Buffer.alloc(0);
    socket.on('data', (data: Buffer) => {
      pending = Buffer.concat([pending, data]);
      while (pending.length >= 4 && pending.length >= pending.readInt32LE(0)) {
        const message = pending.subarray(0, pending.readInt32LE(0));
        pending = pending.subarray(message.length);
        const requestId = message.readInt32LE(4);
        const opCode = message.readInt32LE(12);
        const command = opCode === OP_MSG ? opMsgCommand(message) : opQueryCommand(message);
        const { lsid: _lsid, $clusterTime: _clusterTime, ...seen } = command;
        commands.push(seen);
        if (options.dropOn?.(command)) {
          socket.destroy();
          return;
        }
        const answer = reply(command, connectionId);
        socket.write(opCode === OP_MSG ? opMsg(requestId, answer) : opReply(requestId, answer));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `mongodb://127.0.0.1:${port}/app?directConnection=true`,
    commands,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** OP_QUERY: header, flags, full collection name (C string), skip, return count, the command. */
function opQueryCommand(message: Buffer): Document {
  const nameEnd = message.indexOf(0, 20);
  return BSON.deserialize(message.subarray(nameEnd + 1 + 8));
}

/** OP_MSG: header, flag bits, then a kind-0 section holding the command (kind-1 sequences are not used here). */
function opMsgCommand(message: Buffer): Document {
  if (message[20] !== 0) throw new Error(`fake MongoDB: OP_MSG section kind ${message[20]} is not supported`);
  return BSON.deserialize(message.subarray(21, 21 + message.readInt32LE(21)));
}

function header(length: number, responseTo: number, opCode: number): Buffer {
  const out = Buffer.alloc(16);
  out.writeInt32LE(length, 0);
  out.writeInt32LE(0, 4);
  out.writeInt32LE(responseTo, 8);
  out.writeInt32LE(opCode, 12);
  return out;
}

function opReply(responseTo: number, document: Document): Buffer {
  const body = Buffer.from(BSON.serialize(document));
  const fields = Buffer.alloc(20); // response flags, cursor id (8 bytes), starting from, number returned
  fields.writeInt32LE(1, 16);
  return Buffer.concat([header(16 + 20 + body.length, responseTo, OP_REPLY), fields, body]);
}

function opMsg(responseTo: number, document: Document): Buffer {
  const body = Buffer.from(BSON.serialize(document));
  const flagsAndKind = Buffer.alloc(5); // flag bits 0, section kind 0
  return Buffer.concat([header(16 + 5 + body.length, responseTo, OP_MSG), flagsAndKind, body]);
}
