import { confettiDurationMs, confettiPieces } from '../../../../shared/wheel/wheel.ts'
import { topLayer } from '../../../lib/top-layer.ts'

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true

/** Spec 9 confetti: 50 pieces for about 3 s. The library loads only now, and never for reduced motion. */
export async function celebrate() {
  if (prefersReducedMotion()) return
  try {
    const { default: confetti } = await import('canvas-confetti')
    // Its own canvas in the wheel's dialog (the browser's top layer), or it would fall behind the dialog.
    const canvas = document.createElement('canvas')
    Object.assign(canvas.style, {
      position: 'fixed',
      inset: '0',
      width: '100%',
      height: '100%',
      pointerEvents: 'none',
      zIndex: '60',
    })
    canvas.dataset.confetti = ''
    topLayer().appendChild(canvas)
    try {
      await confetti.create(canvas, { resize: true, disableForReducedMotion: true })({
        particleCount: confettiPieces,
        spread: 80,
        startVelocity: 40,
        origin: { y: 0.55 },
        // ticks are animation frames: about 60 a second
        ticks: Math.round((confettiDurationMs / 1000) * 60),
      })
    } finally {
      canvas.remove()
    }
  } catch (err) {
    console.error('Confetti failed to load', err)
  }
}
