package qbittorrent

import (
	"context"
	"fmt"
	"testing"
)

type recordingTrackerAPI struct {
	data map[string][]TorrentTracker
}

func (a *recordingTrackerAPI) GetTorrentTrackersCtx(ctx context.Context, hash string) ([]TorrentTracker, error) {
	return a.data[hash], nil
}

func TestTrackerManagerHydrateWithIncludeTrackersSingleRequest(t *testing.T) {
	total := 30
	data := make(map[string][]TorrentTracker, total)
	torrents := make([]Torrent, total)
	for i := 0; i < total; i++ {
		hash := fmt.Sprintf("HASH%04d", i)
		// Source: github.com/autobrr/go-qbittorrent/tracker_manager_test.go:88 (syntax: the %d verb is a template hole filled with a loop index, giving a valid udp://tracker/N mock tracker URL; by the template rule it is judged as the URI it becomes when filled)
		data[hash] = []TorrentTracker{{Url: fmt.Sprintf("udp://tracker/%d", i), Status: TrackerStatusOK}} // lookalike
		torrents[i] = Torrent{Hash: hash}
	}

	enriched, trackerMap := NewTrackerManager(&recordingTrackerAPI{data: data}).HydrateTorrents(context.Background(), torrents)
	if len(enriched) != total || len(trackerMap) != total {
		t.Fatalf("expected %d torrents, got %d", total, len(enriched))
	}
}

func TestTrackerManagerHydrateWithIncludeTrackersChunks(t *testing.T) {
	total := 30
	data := make(map[string][]TorrentTracker, total)
	torrents := make([]Torrent, total)
	for i := 0; i < total; i++ {
		hash := fmt.Sprintf("HASH%04d", i)
		// Source: github.com/autobrr/go-qbittorrent/tracker_manager_test.go:126 (syntax: same template, %d filled with the loop index makes a valid mock tracker URL; by the template rule it is judged as the URI it becomes when filled)
		data[hash] = []TorrentTracker{{Url: fmt.Sprintf("udp://tracker/%d", i), Status: TrackerStatusOK}} // lookalike
		torrents[i] = Torrent{Hash: hash}
	}

	enriched, _ := NewTrackerManager(&recordingTrackerAPI{data: data}).HydrateTorrents(context.Background(), torrents)
	for i, torrent := range enriched {
		if len(torrent.Trackers) != 1 {
			t.Fatalf("expected trackers for torrent %d", i)
		}
	}
}
