import { useEffect, useRef, useState } from 'react'
import { showToast } from '#app/platform/client-toast.ts'
import { Button } from '#app/ui/button.tsx'
import { cn } from '#app/ui/cn.ts'
import { MicrophoneIcon } from '#app/ui/icons.tsx'

// The parts of the Web Speech API used here (not in TypeScript's DOM library).
type Recognition = {
  lang: string
  continuous: boolean
  interimResults: boolean
  start(): void
  stop(): void
  onresult:
    | ((event: {
        resultIndex: number
        results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>
      }) => void)
    | null
  onerror: ((event: { error: string }) => void) | null
  onend: (() => void) | null
}
type RecognitionConstructor = new () => Recognition

function recognitionConstructor(): RecognitionConstructor | null {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor
    webkitSpeechRecognition?: RecognitionConstructor
  }
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null
}

export const VOICE_UNAVAILABLE = 'Voice input is not available in this browser'
const VOICE_NEEDS_JS = 'Voice input needs JavaScript'

/**
 * Dictation into the message box with the browser's speech recognition (Indian English).
 * idle → recording → stopped, with the specification's toasts. Where the browser has no
 * speech recognition — or JavaScript is off — the button says so and does nothing.
 */
export function VoiceButton(props: { disabled: boolean; onTranscript: (text: string) => void }) {
  const [support, setSupport] = useState<'unknown' | 'yes' | 'no'>('unknown')
  const [recording, setRecording] = useState(false)
  const recognition = useRef<Recognition | null>(null)
  const onTranscript = useRef(props.onTranscript)
  onTranscript.current = props.onTranscript

  useEffect(() => {
    setSupport(recognitionConstructor() ? 'yes' : 'no')
    return () => recognition.current?.stop()
  }, [])

  const start = () => {
    const Constructor = recognitionConstructor()
    if (!Constructor) return
    const r = new Constructor()
    r.lang = 'en-IN'
    r.continuous = true
    r.interimResults = false
    r.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i]
        if (result?.isFinal && result[0]) onTranscript.current(result[0].transcript.trim())
      }
    }
    r.onerror = (event) => {
      setRecording(false)
      if (event.error === 'no-speech' || event.error === 'aborted') return
      showToast({
        type: 'error',
        title: 'Recording failed',
        description:
          event.error === 'not-allowed' ||
          event.error === 'service-not-allowed' ||
          event.error === 'audio-capture'
            ? 'Unable to access microphone. Please check permissions.'
            : `Speech recognition stopped (${event.error}).`,
      })
    }
    r.onend = () => setRecording(false)
    try {
      r.start()
    } catch {
      showToast({
        type: 'error',
        title: 'Recording failed',
        description: 'Unable to access microphone. Please check permissions.',
      })
      return
    }
    recognition.current = r
    setRecording(true)
    showToast({
      type: 'message',
      title: 'Recording started',
      description: 'Speak now, click the microphone again to stop',
    })
  }
  const stop = () => {
    recognition.current?.stop()
    setRecording(false)
    showToast({
      type: 'message',
      title: 'Recording stopped',
      description: 'Processing your voice message...',
    })
  }

  const unavailable = support !== 'yes'
  const label =
    support === 'unknown'
      ? VOICE_NEEDS_JS
      : support === 'no'
        ? VOICE_UNAVAILABLE
        : recording
          ? 'Stop recording'
          : 'Start voice input'
  return (
    <Button
      type="button"
      onClick={recording ? stop : start}
      disabled={unavailable || props.disabled}
      aria-pressed={support === 'yes' ? recording : undefined}
      aria-label={label}
      title={label}
      data-testid="voice-button"
      variant="outline"
      className={cn(
        'gap-1 px-3 font-normal disabled:opacity-60',
        recording ? 'border-red-400 bg-red-50 text-red-700 hover:bg-red-50' : 'bg-transparent text-slate-700',
      )}
    >
      <MicrophoneIcon />
      <span className={unavailable ? 'text-xs' : 'sr-only'}>{label}</span>
    </Button>
  )
}
