package qbittorrent

import "context"

// TrackerStatus is the status of a tracker.
type TrackerStatus int

// TrackerStatusOK means the tracker has been contacted and is working.
const TrackerStatusOK TrackerStatus = 2

// TorrentTracker is one tracker of a torrent; Url is the announce URL as qBittorrent reports it.
type TorrentTracker struct {
	Url    string        `json:"url"`
	Status TrackerStatus `json:"status"`
}

// Torrent is a torrent with its trackers.
type Torrent struct {
	Hash     string
	Trackers []TorrentTracker
}

type trackerAPI interface {
	GetTorrentTrackersCtx(ctx context.Context, hash string) ([]TorrentTracker, error)
}

// TrackerManager fills in the trackers of torrents.
type TrackerManager struct {
	api trackerAPI
}

// NewTrackerManager returns a manager that asks api for trackers.
func NewTrackerManager(api trackerAPI) *TrackerManager {
	return &TrackerManager{api: api}
}

// HydrateTorrents fills in missing trackers and returns them by hash.
func (m *TrackerManager) HydrateTorrents(ctx context.Context, torrents []Torrent) ([]Torrent, map[string][]TorrentTracker) {
	out := make([]Torrent, len(torrents))
	trackerMap := map[string][]TorrentTracker{}
	for i, t := range torrents {
		if len(t.Trackers) == 0 {
			t.Trackers, _ = m.api.GetTorrentTrackersCtx(ctx, t.Hash)
		}
		if len(t.Trackers) > 0 {
			trackerMap[t.Hash] = t.Trackers
		}
		out[i] = t
	}
	return out, trackerMap
}
