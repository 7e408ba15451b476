/**
 * jsdom has no media playback: this gives HTMLMediaElement a working play()/pause()/paused that
 * fire the same events a browser does, so players can be tested as a user uses them.
 */
export function stubMediaPlayback(options: { failPlay?: boolean } = {}) {
  const paused = new WeakMap<HTMLMediaElement, boolean>();
  const positions = new WeakMap<HTMLMediaElement, number>();
  const durations = new WeakMap<HTMLMediaElement, number>();
  const proto = HTMLMediaElement.prototype;
  const original = {
    play: Object.getOwnPropertyDescriptor(proto, "play"),
    pause: Object.getOwnPropertyDescriptor(proto, "pause"),
    paused: Object.getOwnPropertyDescriptor(proto, "paused"),
    load: Object.getOwnPropertyDescriptor(proto, "load"),
    currentTime: Object.getOwnPropertyDescriptor(proto, "currentTime"),
    duration: Object.getOwnPropertyDescriptor(proto, "duration"),
  };
  Object.defineProperty(proto, "paused", {
    configurable: true,
    get(this: HTMLMediaElement) {
      return paused.get(this) ?? true;
    },
  });
  Object.defineProperty(proto, "play", {
    configurable: true,
    value(this: HTMLMediaElement) {
      if (options.failPlay) return Promise.reject(new DOMException("Unsupported source", "NotSupportedError"));
      paused.set(this, false);
      this.dispatchEvent(new Event("play"));
      return Promise.resolve();
    },
  });
  Object.defineProperty(proto, "pause", {
    configurable: true,
    value(this: HTMLMediaElement) {
      if (paused.get(this) === false) {
        paused.set(this, true);
        this.dispatchEvent(new Event("pause"));
      }
    },
  });
  Object.defineProperty(proto, "load", { configurable: true, value() {} });
  // Seeking moves the position and tells listeners, as a browser's "seeked" and "timeupdate" do.
  Object.defineProperty(proto, "currentTime", {
    configurable: true,
    get(this: HTMLMediaElement) {
      return positions.get(this) ?? 0;
    },
    set(this: HTMLMediaElement, seconds: number) {
      positions.set(this, seconds);
      this.dispatchEvent(new Event("seeked"));
      this.dispatchEvent(new Event("timeupdate"));
    },
  });
  Object.defineProperty(proto, "duration", {
    configurable: true,
    get(this: HTMLMediaElement) {
      return durations.get(this) ?? NaN;
    },
  });
  return {
    /** The song's length becomes known, as when its metadata has loaded. */
    setDuration(audio: HTMLMediaElement, seconds: number) {
      durations.set(audio, seconds);
      audio.dispatchEvent(new Event("durationchange"));
    },
    /** Plays to the end: the element pauses and fires "ended", as browsers do. */
    finish(audio: HTMLMediaElement) {
      paused.set(audio, true);
      audio.dispatchEvent(new Event("pause"));
      audio.dispatchEvent(new Event("ended"));
    },
    restore() {
      for (const [key, descriptor] of Object.entries(original)) {
        if (descriptor) Object.defineProperty(proto, key, descriptor);
      }
    },
  };
}
