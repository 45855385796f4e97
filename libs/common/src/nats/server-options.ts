import { Transport, type NatsOptions } from '@nestjs/microservices';
import { NATS_RECONNECT, natsServers } from './connect.js';
import { CompressingNatsSerializer } from './reply-compression.js';
import { BrotliCallers, NegotiatingNatsDeserializer } from './reply-encoding.js';

/**
 * Nest NATS transport options for a service: every handler in the service's queue group, so
 * instances share the load, and in-flight handlers finish before the connection closes.
 */
export function natsServerOptions(url: string, queue: string, name: string): NatsOptions {
  const brotliCallers = new BrotliCallers();
  return {
    transport: Transport.NATS,
    options: {
      servers: natsServers(url),
      queue,
      name,
      gracefulShutdown: true,
      gracePeriod: 1000,
      serializer: new CompressingNatsSerializer(brotliCallers),
      deserializer: new NegotiatingNatsDeserializer(brotliCallers),
      ...NATS_RECONNECT,
    },
  };
}
