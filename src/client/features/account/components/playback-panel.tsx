import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { Select, Slider } from '../../../ui'
import { sessionState, trans } from '../../../stores/session'
import { readSetting } from '../../../stores/settings'
import {
  applyVolume, GAIN_MODES, knowsNetworkKind, MAX_CROSSFADE_S, readCrossfade, readGainMode, readQuality, saveCrossfade, saveGainMode,
  saveQuality, STREAM_QUALITIES,
  type GainMode, type NetworkKind, type StreamQuality,
} from '../../../player'
import { Panel } from './panel'

/**
 * Streaming quality, loudness normalisation (ReplayGain) and crossfade of this device (a local preference,
 * like the volume): quality applies from the next track played and to tracks saved offline from now on,
 * the crossfade from the next change of track (decision 0030). Wi-Fi and cellular apart only where the
 * browser says which network it is on.
 */
export function PlaybackPanel() {
  const session = useSnapshot(sessionState)
  const transcoding = readSetting<unknown>('player.transcoding', false, session.settings as Record<string, unknown>) === true
  const split = knowsNetworkKind()
  const [choice, setChoice] = useState<Record<NetworkKind, StreamQuality>>(() => ({ wifi: readQuality('wifi'), cellular: readQuality('cellular') }))
  const [gainMode, setGainMode] = useState<GainMode>(readGainMode)
  const changeGain = (value: GainMode) => {
    saveGainMode(value)
    setGainMode(value)
    // The playing track takes the new gain at once.
    applyVolume()
  }
  const [crossfade, setCrossfade] = useState<number>(() => readCrossfade())
  const changeCrossfade = (value: number) => {
    saveCrossfade(value)
    setCrossfade(value)
  }
  const crossfadeText = crossfade === 0 ? trans('Off') : trans(':count s', { count: crossfade })
  const options = STREAM_QUALITIES.map((q) => ({ value: q.value, label: trans(q.label) }))
  const change = (network: NetworkKind) => (value: StreamQuality) => {
    saveQuality(network, value)
    setChoice((c) => ({ ...c, [network]: value }))
  }

  return (
    <Panel
      id="playback"
      title={trans('Playback')}
      description={trans('Lower qualities use less data and less space for tracks saved offline. Applies on this device from the next track.')}
    >
      <div className="flex flex-col gap-4">
        {transcoding ? (
          <>
            <Select label={split ? trans('Streaming quality on Wi-Fi') : trans('Streaming quality')} value={choice.wifi} options={options} onChange={change('wifi')} />
            {split && <Select label={trans('Streaming quality on cellular')} value={choice.cellular} options={options} onChange={change('cellular')} />}
          </>
        ) : (
          <p className="text-sm text-muted">{trans('This server streams every track in its original quality.')}</p>
        )}
        <Select
          label={trans('Loudness normalisation')}
          value={gainMode}
          options={GAIN_MODES.map((m) => ({ value: m.value, label: trans(m.label) }))}
          onChange={changeGain}
        />
        <div className="flex flex-col gap-1.5">
          <div className="flex items-baseline justify-between gap-3">
            <label htmlFor="playback-crossfade" className="text-sm font-medium">{trans('Crossfade')}</label>
            <output htmlFor="playback-crossfade" className="text-sm tabular-nums text-muted">{crossfadeText}</output>
          </div>
          <Slider
            id="playback-crossfade"
            aria-label={trans('Crossfade')}
            aria-valuetext={crossfade === 0 ? trans('Off') : trans(':count seconds', { count: crossfade })}
            aria-describedby="playback-crossfade-help"
            min={0}
            max={MAX_CROSSFADE_S}
            step={1}
            value={crossfade}
            onChange={changeCrossfade}
          />
          <p id="playback-crossfade-help" className="text-xs text-muted">
            {trans('Off plays albums gaplessly: each track starts the moment the last one ends. Otherwise the next track fades in while the current one fades out.')}
          </p>
        </div>
      </div>
    </Panel>
  )
}
