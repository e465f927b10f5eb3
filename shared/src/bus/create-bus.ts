import mitt from 'mitt';
import { type BusEventName, type BusEvents, isValidEventPayload } from './events';

export type BusHandler<K extends BusEventName> = (payload: BusEvents[K]) => void;

/** The typed event bus. The shell creates one per page and passes it to every remote. */
export interface Bus {
  emit<K extends BusEventName>(type: K, payload: BusEvents[K]): void;
  /** Subscribes and returns the unsubscribe function. */
  on<K extends BusEventName>(type: K, handler: BusHandler<K>): () => void;
  off<K extends BusEventName>(type: K, handler: BusHandler<K>): void;
}

/**
 * Creates the bus. Payloads are validated on emit: an invalid payload (for example from a
 * remote built against a different contract) is dropped with a console error instead of
 * reaching subscribers. A throwing subscriber never stops the others.
 */
export function createBus(): Bus {
  const emitter = mitt<BusEvents>();
  // Per event: the subscriber's handler → the wrapper registered with mitt (so `off` finds the
  // right wrapper even when one handler is subscribed to several events).
  const wrapped = new Map<BusEventName, WeakMap<(payload: never) => void, (payload: never) => void>>();

  return {
    emit(type, payload) {
      if (!isValidEventPayload(type, payload)) {
        console.error(`[bus] dropped "${String(type)}" event with an invalid payload`, payload);
        return;
      }
      emitter.emit(type, payload);
    },
    on(type, handler) {
      const safe = ((payload: BusEvents[typeof type]) => {
        try {
          handler(payload);
        } catch (error) {
          console.error(`[bus] a "${String(type)}" handler threw`, error);
        }
      }) as (payload: never) => void;
      const byHandler = wrapped.get(type) ?? new WeakMap();
      wrapped.set(type, byHandler);
      byHandler.set(handler as (payload: never) => void, safe);
      emitter.on(type, safe as never);
      return () => emitter.off(type, safe as never);
    },
    off(type, handler) {
      const safe = wrapped.get(type)?.get(handler as (payload: never) => void);
      if (safe) emitter.off(type, safe as never);
    },
  };
}
