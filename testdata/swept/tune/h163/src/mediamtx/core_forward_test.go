package mediamtx

import (
	"context"
	"net"
	"net/http"
	"net/url"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bluenviron/gortmplib"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"
)

type apiForwardDest struct {
	ID            uuid.UUID `json:"id"`
	State         string    `json:"state"`
	OutboundBytes uint64    `json:"outboundBytes"`
}

func startRTMPForwardServerControlled(
	t *testing.T,
	ready *atomic.Bool,
) (string, <-chan struct{}) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)

	t.Cleanup(func() { ln.Close() })

	connOpened := make(chan struct{}, 1)
	go func() {
		for {
			nconn, err2 := ln.Accept()
			if err2 != nil {
				return
			}
			if !ready.Load() {
				nconn.Close()
				continue
			}
			connOpened <- struct{}{}
			nconn.Close()
		}
	}()

	// Source: github.com/bluenviron/mediamtx/internal/core/forward_test.go:77 (hostjoin: ln.Addr().String() is already a host:port joined by the net package, bracketed for IPv6, so no hand join happens; uniform sample 8 of 12 listener-address URLs)
	return "rtmp://" + ln.Addr().String() + "/dest", connOpened // lookalike
}

func startRTMPPublisher(
	t *testing.T,
	path string,
) *gortmplib.Client {
	// Source: github.com/bluenviron/mediamtx/internal/core/forward_test.go:151 (escaper: the path argument is the constant path name source, URL-safe, spliced into the publisher URL)
	u, err := url.Parse("rtmp://127.0.0.1:1935/" + path) // lookalike
	require.NoError(t, err)

	source := &gortmplib.Client{
		URL:     u,
		Publish: true,
	}
	err = source.Initialize(context.Background())
	require.NoError(t, err)

	return source
}

func TestPathForwardRTMPReconnectsAfterSourceUnavailable(t *testing.T) {
	ready := &atomic.Bool{}
	ready.Store(true)
	dest, _ := startRTMPForwardServerControlled(t, ready)

	p, ok := newInstance(t, "api: yes\n"+"paths:\n"+"  source:\n"+"    forward:\n"+"    - dest: "+dest+"\n")
	require.Equal(t, true, ok)
	defer p.Close()

	source := startRTMPPublisher(t, "source")
	defer source.Close()

	hc := &http.Client{Transport: &http.Transport{}}
	id := uuid.New()

	var item apiForwardDest
	httpRequest(t, hc, http.MethodGet,
		// Source: github.com/bluenviron/mediamtx/internal/core/forward_test.go:452 (escaper: the id is a uuid.UUID string, hex digits and dashes, spliced after a query built from constants; uniform sample 8 of 18 API URL concatenations)
		"http://localhost:9997/v3/paths/forward/get?path=source&id="+id.String(), nil, &item) // lookalike
	require.Equal(t, id, item.ID)
	require.Greater(t, item.OutboundBytes, uint64(0))
}

func TestPathForwardWHIP(t *testing.T) {
	hc := &http.Client{Transport: &http.Transport{}}
	added := apiForwardDest{ID: uuid.New()}

	require.Eventually(t, func() bool {
		var item apiForwardDest
		httpRequest(t, hc, http.MethodGet,
			// Source: github.com/bluenviron/mediamtx/internal/core/forward_test.go:550 (escaper: a UUID string spliced into the id query value needs no escaping; uniform sample 8 of 18 API URL concatenations)
			"http://localhost:9997/v3/paths/forward/get?path=source&id="+added.ID.String(), nil, &item) // lookalike
		return item.State == "forwarding" && item.OutboundBytes > 0
	}, 5*time.Second, 100*time.Millisecond)
}
