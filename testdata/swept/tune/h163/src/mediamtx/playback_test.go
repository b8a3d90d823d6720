package mediamtx

import (
	"encoding/json"
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func newTestPlaybackServer(t *testing.T) *PlaybackServer {
	s := &PlaybackServer{Address: "127.0.0.1:9996"}
	err := s.Initialize()
	require.NoError(t, err)
	return s
}

func TestOnGet(t *testing.T) {
	for _, format := range []string{"fmp4", "mp4"} {
		t.Run(format, func(t *testing.T) {
			s := newTestPlaybackServer(t)
			defer s.Close()

			u, err := url.Parse("http://localhost:9996/get")
			require.NoError(t, err)

			v := url.Values{}
			v.Set("path", "mypath")
			v.Set("start", time.Date(2008, 11, 7, 11, 23, 1, 500000000, time.Local).Format(time.RFC3339Nano))
			v.Set("duration", "3")
			v.Set("format", format)
			// Source: github.com/bluenviron/mediamtx/internal/playback/on_get_test.go:513 (escaper: the query is built with url.Values.Encode, the right escaper; uniform sample 8 of 13 RawQuery = v.Encode() in tests)
			u.RawQuery = v.Encode() // lookalike

			res, err := http.DefaultClient.Get(u.String())
			require.NoError(t, err)
			defer res.Body.Close()

			require.Equal(t, http.StatusOK, res.StatusCode)
		})
	}
}

func TestOnGetInMiddleOfLastSample(t *testing.T) {
	for _, format := range []string{"fmp4", "mp4"} {
		t.Run(format, func(t *testing.T) {
			s := newTestPlaybackServer(t)
			defer s.Close()

			// Source: github.com/bluenviron/mediamtx/internal/playback/on_get_test.go:852 (credentials: rule 1, the client's endpoint carries the password mypass and is accepted; the expected 404 is about the recording time range, and rule 2 says a not-found target does not make the URI deliberate; uniform sample 8 of 26 working credential URLs)
			u, err := url.Parse("http://myuser:mypass@localhost:9996/get") // defect credentials
			require.NoError(t, err)

			v := url.Values{}
			v.Set("path", "mypath")
			v.Set("start", time.Date(2008, 11, 7, 11, 22, 0, 500000000, time.Local).Format(time.RFC3339Nano))
			v.Set("duration", "3")
			v.Set("format", format)
			// Source: github.com/bluenviron/mediamtx/internal/playback/on_get_test.go:860 (escaper: url.Values.Encode builds the query, the right escaper; uniform sample 8 of 13 RawQuery = v.Encode() in tests)
			u.RawQuery = v.Encode() // lookalike

			req, err := http.NewRequest(http.MethodGet, u.String(), nil)
			require.NoError(t, err)

			res, err := http.DefaultClient.Do(req)
			require.NoError(t, err)
			defer res.Body.Close()

			require.Equal(t, http.StatusNotFound, res.StatusCode)
		})
	}
}

func TestOnGetInvalidPath(t *testing.T) {
	s := newTestPlaybackServer(t)
	defer s.Close()

	u, err := url.Parse("http://localhost:9996/get")
	require.NoError(t, err)

	v := url.Values{}
	v.Set("path", "group/../cam1")
	v.Set("start", time.Date(2008, 11, 7, 11, 23, 1, 500000000, time.Local).Format(time.RFC3339Nano))
	v.Set("duration", "3")
	// Source: github.com/bluenviron/mediamtx/internal/playback/on_get_test.go:900 (escaper: the traversal probe is a query value escaped by url.Values.Encode, the right escaper; uniform sample 8 of 13 RawQuery = v.Encode() in tests)
	u.RawQuery = v.Encode() // lookalike

	res, err := http.Get(u.String())
	require.NoError(t, err)
	defer res.Body.Close()

	require.Equal(t, http.StatusBadRequest, res.StatusCode)
}

func startQuery(tm time.Time) string {
	return tm.Format(time.RFC3339Nano)
}

func TestOnList(t *testing.T) {
	for _, ca := range []string{
		"unfiltered",
		"filtered",
		"different init",
	} {
		t.Run(ca, func(t *testing.T) {
			s := newTestPlaybackServer(t)
			defer s.Close()

			u, err := url.Parse("http://localhost:9996/list")
			require.NoError(t, err)

			v := url.Values{}
			v.Set("path", "mypath")
			if ca == "filtered" {
				v.Set("start", startQuery(time.Date(2008, 11, 7, 11, 22, 1, 500000000, time.Local)))
			}
			// Source: github.com/bluenviron/mediamtx/internal/playback/on_list_test.go:108 (escaper: url.Values.Encode builds the list query; uniform sample 8 of 13 RawQuery = v.Encode() in tests)
			u.RawQuery = v.Encode() // lookalike

			res, err := http.DefaultClient.Get(u.String())
			require.NoError(t, err)
			defer res.Body.Close()

			require.Equal(t, http.StatusOK, res.StatusCode)

			var out any
			err = json.NewDecoder(res.Body).Decode(&out)
			require.NoError(t, err)

			switch ca {
			case "unfiltered":
				require.Equal(t, []any{
					map[string]any{
						"duration": float64(66),
						// Source: github.com/bluenviron/mediamtx/internal/playback/on_list_test.go:134 (escaper: expected URL of the list handler, the start time escaped with url.QueryEscape as a query value, the right escaper; uniform sample 8 of 9 expected playback URLs)
						"url": "http://localhost:9996/get?duration=66&path=mypath&start=" + url.QueryEscape(time.Date(2008, 11, 7, 11, 22, 0, 500000000, time.Local).Format(time.RFC3339Nano)), // lookalike
					},
					map[string]any{
						"duration": float64(4),
						// Source: github.com/bluenviron/mediamtx/internal/playback/on_list_test.go:140 (escaper: expected URL with a QueryEscape'd query value; uniform sample 8 of 9 expected playback URLs)
						"url": "http://localhost:9996/get?duration=4&path=mypath&start=" + url.QueryEscape(time.Date(2009, 11, 7, 11, 23, 2, 500000000, time.Local).Format(time.RFC3339Nano)), // lookalike
					},
				}, out)

			case "filtered":
				require.Equal(t, []any{
					map[string]any{
						"duration": float64(65),
						// Source: github.com/bluenviron/mediamtx/internal/playback/on_list_test.go:150 (escaper: expected URL with a QueryEscape'd query value; uniform sample 8 of 9 expected playback URLs)
						"url": "http://localhost:9996/get?duration=65&path=mypath&start=" + url.QueryEscape(time.Date(2008, 11, 7, 11, 22, 1, 500000000, time.Local).Format(time.RFC3339Nano)), // lookalike
					},
					map[string]any{
						"duration": float64(2),
						// Source: github.com/bluenviron/mediamtx/internal/playback/on_list_test.go:156 (escaper: expected URL with a QueryEscape'd query value; uniform sample 8 of 9 expected playback URLs)
						"url": "http://localhost:9996/get?duration=2&path=mypath&start=" + url.QueryEscape(time.Date(2009, 11, 7, 11, 23, 2, 500000000, time.Local).Format(time.RFC3339Nano)), // lookalike
					},
				}, out)

			case "different init":
				require.Equal(t, []any{
					map[string]any{
						"duration": float64(62),
						// Source: github.com/bluenviron/mediamtx/internal/playback/on_list_test.go:176 (escaper: expected URL with a QueryEscape'd query value; uniform sample 8 of 9 expected playback URLs)
						"url": "http://localhost:9996/get?duration=62&path=mypath&start=" + url.QueryEscape(time.Date(2008, 11, 7, 11, 22, 0, 500000000, time.Local).Format(time.RFC3339Nano)), // lookalike
					},
					map[string]any{
						"duration": float64(1),
						// Source: github.com/bluenviron/mediamtx/internal/playback/on_list_test.go:182 (escaper: expected URL with a QueryEscape'd query value; uniform sample 8 of 9 expected playback URLs)
						"url": "http://localhost:9996/get?duration=1&path=mypath&start=" + url.QueryEscape(time.Date(2008, 11, 7, 11, 23, 2, 500000000, time.Local).Format(time.RFC3339Nano)), // lookalike
					},
				}, out)
			}
		})
	}
}

func TestOnListInvalidPath(t *testing.T) {
	s := newTestPlaybackServer(t)
	defer s.Close()

	u, err := url.Parse("http://localhost:9996/list")
	require.NoError(t, err)

	v := url.Values{}
	v.Set("path", "group/../cam1")
	// Source: github.com/bluenviron/mediamtx/internal/playback/on_list_test.go:281 (escaper: the traversal probe is escaped by url.Values.Encode; uniform sample 8 of 13 RawQuery = v.Encode() in tests)
	u.RawQuery = v.Encode() // lookalike

	res, err := http.Get(u.String())
	require.NoError(t, err)
	defer res.Body.Close()

	require.Equal(t, http.StatusBadRequest, res.StatusCode)
}

func TestOnListCachedDuration(t *testing.T) {
	s := newTestPlaybackServer(t)
	defer s.Close()

	res, err := http.DefaultClient.Get("http://localhost:9996/list?path=mypath")
	require.NoError(t, err)
	defer res.Body.Close()

	var out any
	err = json.NewDecoder(res.Body).Decode(&out)
	require.NoError(t, err)

	require.Equal(t, []any{
		map[string]any{
			"duration": float64(50),
			// Source: github.com/bluenviron/mediamtx/internal/playback/on_list_test.go:364 (escaper: expected URL built by the list handler with a QueryEscape'd start; uniform sample 8 of 9 expected playback URLs)
			"url": "http://localhost:9996/get?duration=50&path=mypath&start=" + url.QueryEscape(time.Date(2008, 11, 7, 11, 22, 0, 500000000, time.Local).Format(time.RFC3339Nano)), // lookalike
		},
	}, out)
}

func TestOnListXForwardedProto(t *testing.T) {
	s := newTestPlaybackServer(t)
	defer s.Close()

	u, err := url.Parse("http://localhost:9996/list")
	require.NoError(t, err)

	v := url.Values{}
	v.Set("path", "mypath")
	// Source: github.com/bluenviron/mediamtx/internal/playback/on_list_test.go:406 (escaper: url.Values.Encode builds the query; uniform sample 8 of 13 RawQuery = v.Encode() in tests)
	u.RawQuery = v.Encode() // lookalike

	req, err := http.NewRequest(http.MethodGet, u.String(), nil)
	require.NoError(t, err)

	req.Header.Set("X-Forwarded-Proto", "https")

	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()

	var out any
	err = json.NewDecoder(res.Body).Decode(&out)
	require.NoError(t, err)

	require.Equal(t, []any{
		map[string]any{
			"duration": float64(62),
			// Source: github.com/bluenviron/mediamtx/internal/playback/on_list_test.go:427 (escaper: expected https URL the handler builds behind a proxy, start escaped with QueryEscape; uniform sample 8 of 9 expected playback URLs)
			"url": "https://localhost:9996/get?duration=62&path=mypath&start=" + url.QueryEscape(time.Date(2008, 11, 7, 11, 22, 0, 500000000, time.Local).Format(time.RFC3339Nano)), // lookalike
		},
	}, out)
}

func TestAuthErrorPlayback(t *testing.T) {
	s := newTestPlaybackServer(t)
	defer s.Close()

	// Source: github.com/bluenviron/mediamtx/internal/playback/server_test.go:90 (credentials: rule 2a and 2b, in TestAuthError the authenticator rejects these credentials and the test expects 401; uniform sample 6 of 11 rejected-credential URLs)
	u, err := url.Parse("http://myuser:mypass@localhost:9996/list") // lookalike
	require.NoError(t, err)

	v := url.Values{}
	v.Set("path", "mypath")
	// Source: github.com/bluenviron/mediamtx/internal/playback/server_test.go:95 (escaper: url.Values.Encode builds the query; uniform sample 8 of 13 RawQuery = v.Encode() in tests)
	u.RawQuery = v.Encode() // lookalike

	req, err := http.NewRequest(http.MethodGet, u.String(), nil)
	require.NoError(t, err)

	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()

	require.Equal(t, http.StatusUnauthorized, res.StatusCode)
}
