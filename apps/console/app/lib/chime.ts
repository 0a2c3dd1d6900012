/**
 * The new-order sound (decision 227): a two-tone chime made with Web Audio (no file to download). Browsers
 * only let a page make sound after a user gesture, so the board shows a banner until the first click of the
 * shift unlocks it (`unlock()` must run inside that click).
 */
export interface Chime {
  /** Creates or resumes the audio context; true when sound can play now. */
  unlock(): Promise<boolean>;
  isUnlocked(): boolean;
  play(): void;
}

export function createChime(): Chime {
  let ctx: AudioContext | null = null;
  return {
    async unlock() {
      const Ctor =
        globalThis.AudioContext ??
        (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
      if (!Ctor) return false;
      ctx ??= new Ctor();
      if (ctx.state === 'suspended') await ctx.resume().catch(() => undefined);
      return ctx.state === 'running';
    },
    isUnlocked() {
      return ctx?.state === 'running';
    },
    play() {
      if (ctx?.state !== 'running') return;
      const start = ctx.currentTime;
      for (const [i, freq] of [880, 1320].entries()) {
        const osc = ctx.createOscillator();
        const gain = ctx.createGain();
        osc.type = 'sine';
        osc.frequency.value = freq;
        const t0 = start + i * 0.18;
        gain.gain.setValueAtTime(0.0001, t0);
        gain.gain.exponentialRampToValueAtTime(0.35, t0 + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, t0 + 0.35);
        osc.connect(gain).connect(ctx.destination);
        osc.start(t0);
        osc.stop(t0 + 0.4);
      }
    },
  };
}

/**
 * The page's one chime: unlocked by the sign-in click (the first click of the shift) or the board's banner,
 * it stays unlocked while the operator moves between screens.
 */
export const newOrderChime: Chime = createChime();
