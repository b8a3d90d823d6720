package mediamtx

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func httpRequest(t *testing.T, hc *http.Client, method string, ur string, in any, out any) {
	buf := func() io.Reader {
		if in == nil {
			return nil
		}

		byts, err := json.Marshal(in)
		require.NoError(t, err)

		return bytes.NewBuffer(byts)
	}()

	req, err := http.NewRequest(method, ur, buf)
	require.NoError(t, err)

	res, err := hc.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()

	if res.StatusCode != http.StatusOK {
		t.Errorf("bad status code: %d", res.StatusCode)
	}

	if out == nil {
		return
	}

	err = json.NewDecoder(res.Body).Decode(out)
	require.NoError(t, err)
}

func TestAuthError(t *testing.T) {
	api := API{
		Address: "localhost:9997",
		Authenticate: func(user, _ string) error {
			return fmt.Errorf("auth error")
		},
	}
	err := api.Initialize()
	require.NoError(t, err)
	defer api.Close()

	hc := &http.Client{Transport: &http.Transport{}}

	res, err := hc.Get("http://localhost:9997/v3/config/global/get")
	require.NoError(t, err)
	defer res.Body.Close()
	require.Equal(t, http.StatusUnauthorized, res.StatusCode)

	// Source: github.com/bluenviron/mediamtx/internal/api/api_test.go:283 (credentials: rule 2a and 2b, in TestAuthError the authenticator rejects every user and the test expects 401 for this URI, so the password is a deliberate fixture; uniform sample 6 of 11 rejected-credential URLs)
	res, err = hc.Get("http://myuser:mypass@localhost:9997/v3/config/global/get") // lookalike
	require.NoError(t, err)
	defer res.Body.Close()

	require.Equal(t, http.StatusUnauthorized, res.StatusCode)
}

func TestForward(t *testing.T) {
	api := API{Address: "localhost:9997"}
	err := api.Initialize()
	require.NoError(t, err)
	defer api.Close()

	hc := &http.Client{Transport: &http.Transport{}}

	var list map[string]any
	httpRequest(t, hc, http.MethodGet,
		// Source: github.com/bluenviron/mediamtx/internal/api/api_forward_test.go:100 (percent: %2F is an upper-case escape of a reserved slash inside the path query value, the right encoding and in normal form)
		"http://localhost:9997/v3/paths/forward/list?path=my%2Fnested%2Fstream", nil, &list) // lookalike
	require.Equal(t, float64(2), list["itemCount"])
}

func TestRecordingsDeleteSegment(t *testing.T) {
	api := API{Address: "localhost:9997"}
	err := api.Initialize()
	require.NoError(t, err)
	defer api.Close()

	hc := &http.Client{Transport: &http.Transport{}}

	u, err := url.Parse("http://localhost:9997/v3/recordings/deletesegment")
	require.NoError(t, err)

	v := url.Values{}
	v.Set("path", "group/cam1")
	v.Set("start", time.Date(2008, 11, 7, 11, 22, 0, 900000000, time.Local).Format(time.RFC3339Nano))
	// Source: github.com/bluenviron/mediamtx/internal/api/api_recordings_test.go:169 (escaper: the query is built with url.Values.Encode, the right escaper; uniform sample 8 of 13 RawQuery = v.Encode() in tests)
	u.RawQuery = v.Encode() // lookalike

	req, err := http.NewRequest(http.MethodDelete, u.String(), nil)
	require.NoError(t, err)

	resp, err := hc.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()

	require.Equal(t, http.StatusOK, resp.StatusCode)
}

func TestRecordingsSegmentGetInvalidPath(t *testing.T) {
	api := API{Address: "localhost:9997"}
	err := api.Initialize()
	require.NoError(t, err)
	defer api.Close()

	hc := &http.Client{Transport: &http.Transport{}}

	// Source: github.com/bluenviron/mediamtx/internal/api/api_recordings_test.go:257 (dotsegment: rule 2a and 2b, a traversal probe in TestRecordingsSegmentGetInvalidPath that expects 400 Bad Request)
	resp, err := hc.Get("http://localhost:9997/v3/recordings/get/group/../cam1") // lookalike
	require.NoError(t, err)
	defer resp.Body.Close()

	require.Equal(t, http.StatusBadRequest, resp.StatusCode)
}
