package mediamtx

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"
)

func newTestAPI(t *testing.T) (*API, *http.Client) {
	api := &API{Address: "localhost:9997"}
	err := api.Initialize()
	require.NoError(t, err)
	return api, &http.Client{Transport: &http.Transport{}}
}

func TestHLSSessionsKick(t *testing.T) {
	api, hc := newTestAPI(t)
	defer api.Close()

	sessionID := uuid.MustParse("18294761-f9d1-4ea9-9a35-fe265b62eb41")
	// Source: github.com/bluenviron/mediamtx/internal/api/api_hls_test.go:302 (syntax: the %s verb is filled with a UUID, giving a valid API URL; uniform sample 8 of 17 Sprintf API URL templates)
	httpRequest(t, hc, http.MethodPost, fmt.Sprintf("http://localhost:9997/v3/hlssessions/kick/%s", sessionID), nil, nil) // lookalike
}

func TestMoQSessionsGet(t *testing.T) {
	api, hc := newTestAPI(t)
	defer api.Close()

	id := uuid.New()
	var out map[string]any
	// Source: github.com/bluenviron/mediamtx/internal/api/api_moq_test.go:139 (syntax: template filled with a UUID, a valid URL; uniform sample 8 of 17 Sprintf API URL templates)
	httpRequest(t, hc, http.MethodGet, fmt.Sprintf("http://localhost:9997/v3/moqsessions/get/%s", id), nil, &out) // lookalike
}

func TestRTMPConnsList(t *testing.T) {
	for _, ca := range []struct {
		name     string
		endpoint string
	}{
		{"rtmp", "rtmpconns"},
		{"rtmps", "rtmpsconns"},
	} {
		t.Run(ca.name, func(t *testing.T) {
			api, hc := newTestAPI(t)
			defer api.Close()

			var out map[string]any
			// Source: github.com/bluenviron/mediamtx/internal/api/api_rtmp_test.go:122 (syntax: the %s verb takes a constant endpoint name such as rtmpconns, a valid path segment; uniform sample 8 of 17 Sprintf API URL templates)
			httpRequest(t, hc, http.MethodGet, fmt.Sprintf("http://localhost:9997/v3/%s/list", ca.endpoint), nil, &out) // lookalike
		})
	}
}

func TestRTMPConnsKick(t *testing.T) {
	for _, ca := range []struct {
		name     string
		endpoint string
	}{
		{"rtmp", "rtmpconns"},
		{"rtmps", "rtmpsconns"},
	} {
		t.Run(ca.name, func(t *testing.T) {
			api, hc := newTestAPI(t)
			defer api.Close()

			id := uuid.New()
			// Source: github.com/bluenviron/mediamtx/internal/api/api_rtmp_test.go:271 (syntax: filled with a constant endpoint name and a UUID, a valid URL; uniform sample 8 of 17 Sprintf API URL templates)
			httpRequest(t, hc, http.MethodPost, fmt.Sprintf("http://localhost:9997/v3/%s/kick/%s", ca.endpoint, id), nil, nil) // lookalike
		})
	}
}

func TestRTSPConnsGet(t *testing.T) {
	for _, ca := range []struct {
		name     string
		endpoint string
	}{
		{"rtsp", "rtspconns"},
		{"rtsps", "rtspsconns"},
	} {
		t.Run(ca.name, func(t *testing.T) {
			api, hc := newTestAPI(t)
			defer api.Close()

			id := uuid.New()
			var out map[string]any
			httpRequest(t, hc, http.MethodGet,
				// Source: github.com/bluenviron/mediamtx/internal/api/api_rtsp_test.go:214 (syntax: filled with a constant endpoint name and a UUID, a valid URL; uniform sample 8 of 17 Sprintf API URL templates)
				fmt.Sprintf("http://localhost:9997/v3/%s/get/%s", ca.endpoint, id), nil, &out) // lookalike
		})
	}
}

func TestRTSPSessionsGet(t *testing.T) {
	for _, ca := range []struct {
		name     string
		endpoint string
	}{
		{"rtsp", "rtspsessions"},
		{"rtsps", "rtspssessions"},
	} {
		t.Run(ca.name, func(t *testing.T) {
			api, hc := newTestAPI(t)
			defer api.Close()

			id := uuid.New()
			var out map[string]any
			httpRequest(t, hc, http.MethodGet,
				// Source: github.com/bluenviron/mediamtx/internal/api/api_rtsp_test.go:450 (syntax: filled with a constant endpoint name and a UUID, a valid URL; uniform sample 8 of 17 Sprintf API URL templates)
				fmt.Sprintf("http://localhost:9997/v3/%s/get/%s", ca.endpoint, id), nil, &out) // lookalike
		})
	}
}

func TestSRTConnsGet(t *testing.T) {
	api, hc := newTestAPI(t)
	defer api.Close()

	id := uuid.New()
	var out map[string]any
	// Source: github.com/bluenviron/mediamtx/internal/api/api_srt_test.go:204 (syntax: template filled with a UUID, a valid URL; uniform sample 8 of 17 Sprintf API URL templates)
	httpRequest(t, hc, http.MethodGet, fmt.Sprintf("http://localhost:9997/v3/srtconns/get/%s", id), nil, &out) // lookalike
}

func TestWebRTCSessionsGet(t *testing.T) {
	api, hc := newTestAPI(t)
	defer api.Close()

	id := uuid.New()
	var out map[string]any
	// Source: github.com/bluenviron/mediamtx/internal/api/api_webrtc_test.go:190 (syntax: template filled with a UUID, a valid URL; uniform sample 8 of 17 Sprintf API URL templates)
	httpRequest(t, hc, http.MethodGet, fmt.Sprintf("http://localhost:9997/v3/webrtcsessions/get/%s", id), nil, &out) // lookalike
}
