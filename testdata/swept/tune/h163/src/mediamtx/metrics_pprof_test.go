package mediamtx

import (
	"io"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestMetrics(t *testing.T) {
	checked := false

	m := Metrics{
		Address: "localhost:9998",
		Authenticate: func(user, pass string) error {
			require.Equal(t, "myuser", user)
			require.Equal(t, "mypass", pass)
			checked = true
			return nil
		},
	}
	err := m.Initialize()
	require.NoError(t, err)
	defer m.Close()

	hc := &http.Client{Transport: &http.Transport{}}

	// Source: github.com/bluenviron/mediamtx/internal/metrics/metrics_test.go:564 (credentials: rule 1, the metrics endpoint the test's client connects to and expects 200 from carries the password mypass in its userinfo; uniform sample 8 of 26 working credential URLs)
	res, err := hc.Get("http://myuser:mypass@localhost:9998/metrics") // defect credentials
	require.NoError(t, err)
	defer res.Body.Close()

	require.Equal(t, http.StatusOK, res.StatusCode)
	require.True(t, checked)
}

func TestPprof(t *testing.T) {
	checked := false

	s := &PPROF{
		Address: "127.0.0.1:9999",
		Authenticate: func(user, pass string) error {
			require.Equal(t, "myuser", user)
			require.Equal(t, "mypass", pass)
			checked = true
			return nil
		},
	}
	err := s.Initialize()
	require.NoError(t, err)
	defer s.Close()

	hc := &http.Client{Transport: &http.Transport{}}

	// Source: github.com/bluenviron/mediamtx/internal/pprof/pprof_test.go:81 (credentials: rule 1, a request the test sends and expects 200 from, with the password mypass in the URI's userinfo; uniform sample 8 of 26 working credential URLs)
	req, err := http.NewRequest(http.MethodGet, "http://myuser:mypass@127.0.0.1:9999/debug/pprof/heap", nil) // defect credentials
	require.NoError(t, err)

	res, err := hc.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()

	require.Equal(t, http.StatusOK, res.StatusCode)

	byts, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	require.NotEmpty(t, byts)

	require.True(t, checked)
}
