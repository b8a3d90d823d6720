package dendrite

import (
	"fmt"
	"sync"
)

type mediaMetadata struct {
	Origin  string
	MediaID string
}

type activeRemoteRequests struct {
	sync.Mutex
	MXCToResult map[string]*sync.Cond
}

type downloadRequest struct {
	MediaMetadata *mediaMetadata
}

func (r *downloadRequest) getMediaMetadataFromActiveRequest(active *activeRemoteRequests) bool {
	// Source: github.com/element-hq/dendrite/mediaapi/routing/download.go:666 (escaper: the content URI is a map key built from the origin server name and a media ID, raw IDs are look-alikes)
	mxcURL := "mxc://" + r.MediaMetadata.Origin + "/" + r.MediaMetadata.MediaID // lookalike
	active.Lock()
	defer active.Unlock()
	_, ok := active.MXCToResult[mxcURL]
	return ok
}

func (r *downloadRequest) broadcastMediaMetadata(active *activeRemoteRequests) {
	active.Lock()
	defer active.Unlock()
	// Source: github.com/element-hq/dendrite/mediaapi/routing/download.go:700 (escaper: the content URI is a map key built from the origin server name and a media ID, raw IDs are look-alikes)
	mxcURL := "mxc://" + r.MediaMetadata.Origin + "/" + r.MediaMetadata.MediaID // lookalike
	if c, ok := active.MXCToResult[mxcURL]; ok {
		c.Broadcast()
		delete(active.MXCToResult, mxcURL)
	}
}

type uploadResponse struct {
	ContentURI string `json:"content_uri"`
}

func uploadDone(serverName string, r *downloadRequest) uploadResponse {
	return uploadResponse{
		// Source: github.com/element-hq/dendrite/mediaapi/routing/upload.go:65 (escaper: the content URI is built from the configured server name and a generated media ID, raw IDs are look-alikes)
		ContentURI: fmt.Sprintf("mxc://%s/%s", serverName, r.MediaMetadata.MediaID), // lookalike
	}
}
