import { confettiDurationMs, confettiPieces } from '../../../../shared/wheel/wheel.ts'

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true

/** Spec 9 confetti: 50 pieces for about 3 s. The library loads only now, and never for reduced motion. */
export async function celebrate() {
  if (prefersReducedMotion()) return
  try {
    const { default: confetti } = await import('canvas-confetti')
    await confetti({
      particleCount: confettiPieces,
      spread: 80,
      startVelocity: 40,
      origin: { y: 0.55 },
      // ticks are animation frames: about 60 a second
      ticks: Math.round((confettiDurationMs / 1000) * 60),
      zIndex: 60,
      disableForReducedMotion: true,
    })
  } catch (err) {
    console.error('Confetti failed to load', err)
  }
}
