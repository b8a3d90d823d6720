package livekit

import (
	"context"
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"
)

type stubRoundTripper struct {
	attempts int
}

func (s *stubRoundTripper) RoundTrip(r *http.Request) (*http.Response, error) {
	s.attempts++
	if s.attempts == 1 {
		return nil, errors.New("read: connection reset by peer")
	}
	return &http.Response{StatusCode: http.StatusOK, Body: io.NopCloser(strings.NewReader("{}"))}, nil
}

func newStubTransport(stub http.RoundTripper, host string) *failoverTransport {
	rc := newRegionCache()
	rc.cache[strings.ToLower(host)] = &RegionSettings{Regions: []*RegionInfo{
		// Source: github.com/livekit/server-sdk-go/v2/failover_internal_test.go:178 (plainhttp: a region URL in a stub cache for a test host constant, never fetched over the network)
		{Url: "http://" + host}, // lookalike
	}}
	return &failoverTransport{base: stub, regions: rc}
}

func stubRequest(ctx context.Context, host string) *http.Request {
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost,
		// Source: github.com/livekit/server-sdk-go/v2/failover_internal_test.go:190 (plainhttp: the request only reaches a stub RoundTripper, the host is a test constant, so no plain request goes to the Internet)
		"http://"+host+"/twirp/livekit.RoomService/CreateRoom", strings.NewReader("{}")) // lookalike
	return req
}

func newSingleHostTransport(stub http.RoundTripper, host string) *failoverTransport {
	rc := newRegionCache()
	// Source: github.com/livekit/server-sdk-go/v2/failover_internal_test.go:423 (plainhttp: a region URL in a stub cache for a test host constant, never fetched over the network)
	rc.cache[strings.ToLower(host)] = &RegionSettings{Regions: []*RegionInfo{{Url: "http://" + host}}} // lookalike
	return &failoverTransport{base: stub, regions: rc}
}

func TestFailoverRetriesFallback(t *testing.T) {
	const host = "primary.example.com"
	tr := newStubTransport(&stubRoundTripper{}, host)
	resp, err := tr.RoundTrip(stubRequest(context.Background(), host))
	if err != nil {
		t.Fatal(err)
	}
	_ = resp.Body.Close()
}

func TestFailoverCloudAPISingleHost(t *testing.T) {
	const host = "cloud-api.livekit.io"
	tr := newSingleHostTransport(&stubRoundTripper{}, host)
	resp, err := tr.RoundTrip(stubRequest(context.Background(), host))
	if err != nil {
		t.Fatal(err)
	}
	_ = resp.Body.Close()
}
